//! Screenshot mode (`--screenshot FILE`): after `--frames` frames the window is saved as a PNG
//! and the app exits. Works under Xvfb with Mesa's software Vulkan.

use crate::cli::LaunchOptions;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

pub fn plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot.run_if(|o: Res<LaunchOptions>| o.screenshot.is_some()));
}

fn take_screenshot(mut commands: Commands, options: Res<LaunchOptions>, mut frame: Local<u32>) {
    *frame += 1;
    let Some(path) = options.screenshot.clone() else { return };
    if *frame == options.frames.max(5) {
        info!("saving screenshot to {}", path.display());
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path)).observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
    }
}
