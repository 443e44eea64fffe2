//! The camera that keeps the whole board in view beside the side panel, and the mouse: cursor
//! to cell, presses, drags and releases become `BoardPointer` messages.

use super::BoardLayout;
use super::input::{BoardPointer, HoveredCell};
use super::layout::BOARD_WORLD_SIZE;
use crate::app::{AppSet, Screen};
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::egui_wants_any_pointer_input;

/// Logical pixels of the window covered by panels on the right (set by the game screen).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct CoveredRight(pub f32);

/// Logical pixels covered at the top (status bar).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct CoveredTop(pub f32);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CoveredRight>().init_resource::<CoveredTop>();
    app.add_systems(Startup, spawn_camera);
    app.add_systems(Update, fit_camera);
    app.add_systems(
        Update,
        mouse_to_board
            .in_set(AppSet::Input)
            .before(super::input::HandlePointer)
            .run_if(in_state(Screen::Playing).and_then(not(egui_wants_any_pointer_input))),
    );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::WindowSize,
            ..OrthographicProjection::default_2d()
        }),
    ));
}

/// Scales and shifts the camera so the board fills the part of the window panels leave free.
fn fit_camera(
    window: Single<&Window, With<PrimaryWindow>>,
    right: Res<CoveredRight>,
    top: Res<CoveredTop>,
    layout: Res<BoardLayout>,
    screen: Res<State<Screen>>,
    camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let (mut projection, mut transform) = camera.into_inner();
    let Projection::Orthographic(ortho) = projection.as_mut() else { return };
    let free = Vec2::new((window.width() - right.0).max(100.0), (window.height() - top.0).max(100.0));
    // The board's own extent (a wide, flat Trigame board may grow until its width fits), plus a
    // margin for the frame (which holds the coordinates). Other screens keep the square that the
    // title's pieces assume.
    let extent = if *screen.get() == Screen::Playing && layout.half_extent != Vec2::ZERO {
        layout.half_extent * 2.0
    } else {
        Vec2::splat(BOARD_WORLD_SIZE)
    };
    let needed = extent + Vec2::splat(100.0);
    let scale = (needed.x / free.x).max(needed.y / free.y);
    if (ortho.scale - scale).abs() > 1e-4 {
        ortho.scale = scale;
    }
    let shift = Vec3::new(right.0 / 2.0 * scale, top.0 / 2.0 * scale, 0.0);
    if transform.translation != shift {
        transform.translation = shift;
    }
}

fn mouse_to_board(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    buttons: Res<ButtonInput<MouseButton>>,
    layout: Res<BoardLayout>,
    mut hovered: ResMut<HoveredCell>,
    mut events: MessageWriter<BoardPointer>,
    mut draw: MessageWriter<super::drawing::DrawPointer>,
    mut last: Local<Option<Vec2>>,
) {
    let (camera, camera_transform) = *camera;
    let world = window.cursor_position().and_then(|cursor| camera.viewport_to_world_2d(camera_transform, cursor).ok());
    let cell = world.and_then(|w| layout.cell_at(w));
    if hovered.0 != cell {
        hovered.0 = cell;
    }
    if let Some(world) = world
        && *last != Some(world)
    {
        *last = Some(world);
        events.write(BoardPointer::Move(world));
    }
    if buttons.just_pressed(MouseButton::Left) {
        events.write(BoardPointer::Press(cell));
    }
    if buttons.just_released(MouseButton::Left) {
        events.write(BoardPointer::Release(cell));
    }
    // The right button clears a selection and draws the player's own marks (drawing.rs).
    if buttons.just_pressed(MouseButton::Right) {
        events.write(BoardPointer::Press(None));
        draw.write(super::drawing::DrawPointer::Press(cell));
    }
    if buttons.just_released(MouseButton::Right) {
        draw.write(super::drawing::DrawPointer::Release(cell));
    }
}
