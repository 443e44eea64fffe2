//! Frame-time measurement (`--frame-stats FILE`): the main thread's work per frame (from the
//! start of `First` to the end of `Last`), the time between frames, and the time from launch to
//! the first frame, written as text after `--frames` frames.

use crate::cli::LaunchOptions;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use std::time::Duration;

/// When the process started (set by main).
#[derive(Resource, Debug, Clone, Copy)]
pub struct Launched(pub Instant);

#[derive(Resource, Debug, Default)]
struct Samples {
    frame_start: Option<Instant>,
    work: Vec<Duration>,
    intervals: Vec<Duration>,
    first_frame: Option<Duration>,
    thinking_frames: usize,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Samples>();
    let measuring = |o: Res<LaunchOptions>| o.frame_stats.is_some();
    app.add_systems(First, start_frame.run_if(measuring));
    app.add_systems(Last, end_frame.run_if(measuring));
}

fn start_frame(mut samples: ResMut<Samples>) {
    let now = Instant::now();
    if let Some(previous) = samples.frame_start {
        samples.intervals.push(now - previous);
    }
    samples.frame_start = Some(now);
}

fn end_frame(
    mut samples: ResMut<Samples>,
    launched: Res<Launched>,
    options: Res<LaunchOptions>,
    thinking: Res<crate::session::Thinking>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(start) = samples.frame_start else { return };
    samples.work.push(start.elapsed());
    if samples.first_frame.is_none() {
        samples.first_frame = Some(launched.0.elapsed());
    }
    if thinking.is_thinking() {
        samples.thinking_frames += 1;
    }
    if samples.work.len() as u32 >= options.frames.max(2)
        && let Some(path) = &options.frame_stats
    {
        let report = report(&samples);
        if let Err(error) = std::fs::write(path, &report) {
            error!("could not write {}: {error}", path.display());
        }
        info!("{report}");
        exit.write(AppExit::Success);
    }
}

fn percentile(values: &[Duration], p: f64) -> f64 {
    let mut sorted: Vec<f64> = values.iter().map(|d| d.as_secs_f64() * 1000.0).collect();
    sorted.sort_by(f64::total_cmp);
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn report(samples: &Samples) -> String {
    // The first frames build pipelines and load assets; they are reported apart.
    let steady = samples.work.get(10..).unwrap_or(&[]);
    format!(
        "frames {}\nframes while the computer was thinking {}\nlaunch to first frame ms {:.0}\n\
         main-thread work ms (after frame 10): median {:.2} p99 {:.2} max {:.2}\n\
         first 10 frames max work ms {:.1}\nframe interval ms: median {:.2} p99 {:.2} max {:.2}\n",
        samples.work.len(),
        samples.thinking_frames,
        samples.first_frame.map_or(0.0, |d| d.as_secs_f64() * 1000.0),
        percentile(steady, 0.5),
        percentile(steady, 0.99),
        percentile(steady, 1.0),
        percentile(samples.work.get(..10).unwrap_or(&samples.work), 1.0),
        percentile(&samples.intervals, 0.5),
        percentile(&samples.intervals, 0.99),
        percentile(&samples.intervals, 1.0),
    )
}
