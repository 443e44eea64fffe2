//! The font of the text Bevy draws on the board (coordinates, the words of a game's end): egui's
//! Ubuntu Light, which has the letters of every shipped language, put where Bevy looks for its
//! default font. Bevy's own default (a Latin-only subset) is left out of the build.

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    let font = Font::from_bytes(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
    // A UUID id never fails to insert.
    let _ = app.world_mut().resource_mut::<Assets<Font>>().insert(AssetId::default(), font);
}
