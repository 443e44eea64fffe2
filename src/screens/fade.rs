//! Screen changes fade: the new screen rises out of the background colour instead of cutting in.
//! With animations off there is no fade.

use crate::app::Screen;
use crate::settings::{AnimationSpeed, Settings};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// How long the veil over a new screen takes to clear.
pub const FADE_SECONDS: f32 = 0.35;

/// When the screen last changed (app time in seconds).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct ScreenFade {
    pub since: Option<f32>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenFade>();
    app.add_systems(Update, start_fade.run_if(state_changed::<Screen>));
    app.add_systems(EguiPrimaryContextPass, draw_fade);
}

/// The veil's opacity `elapsed` seconds after a change: full at first, eased out to nothing.
pub fn veil_opacity(elapsed: f32) -> f32 {
    let t = (elapsed / FADE_SECONDS).clamp(0.0, 1.0);
    1.0 - EaseFunction::QuadraticOut.sample_clamped(t)
}

fn start_fade(time: Res<Time>, settings: Res<Settings>, mut fade: ResMut<ScreenFade>) {
    fade.since = (settings.animation != AnimationSpeed::Off).then(|| time.elapsed_secs());
}

fn draw_fade(
    mut contexts: EguiContexts,
    time: Res<Time>,
    clear: Res<ClearColor>,
    mut fade: ResMut<ScreenFade>,
    mut redraw: MessageWriter<RequestRedraw>,
) -> Result {
    let Some(since) = fade.since else { return Ok(()) };
    let opacity = veil_opacity(time.elapsed_secs() - since);
    if opacity <= 0.0 {
        fade.since = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let [r, g, b, _] = clear.0.to_srgba().to_u8_array();
    let colour = egui::Color32::from_rgba_unmultiplied(r, g, b, (opacity * 255.0) as u8);
    let layer = egui::LayerId::new(egui::Order::Foreground, egui::Id::new("screen fade"));
    ctx.layer_painter(layer).rect_filled(ctx.viewport_rect(), 0.0, colour);
    ctx.request_repaint();
    redraw.write(RequestRedraw);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_veil_starts_opaque_and_clears() {
        assert!((veil_opacity(0.0) - 1.0).abs() < 1e-6);
        assert!(veil_opacity(FADE_SECONDS / 2.0) < 0.5);
        assert_eq!(veil_opacity(FADE_SECONDS), 0.0);
        assert_eq!(veil_opacity(10.0), 0.0);
    }
}
