//! Sound effects with bevy_kira_audio: move, capture, check, game start, game end and low time,
//! in the family of sounds the game's scene names (`assets/sounds/<family>/`). The sounds are
//! synthesised by tools/make-sounds.py (see assets/LICENSES.md). With no sound device the plugin
//! logs one warning and the game runs silently.

use crate::session::countdown::CountdownLow;
use crate::session::{GameOver, GameStarted, LevelEnded, LowTime, MovePlayed};
use crate::settings::Settings;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_kira_audio::{AudioChannel, AudioControl, AudioSource};

/// The channel all effects play on (its volume follows the settings).
#[derive(Resource)]
pub struct Effects;

/// One family's six sounds.
struct Sounds {
    moved: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    check: Handle<AudioSource>,
    start: Handle<AudioSource>,
    end: Handle<AudioSource>,
    low_time: Handle<AudioSource>,
}

pub fn plugin(app: &mut App) {
    app.add_plugins(bevy_kira_audio::AudioPlugin);
    bevy_kira_audio::AudioApp::add_audio_channel::<Effects>(app);
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, (apply_volume, play_effects));
}

/// Every game's family of sounds, by family name.
#[derive(Resource, Default)]
struct SoundFamilies(std::collections::HashMap<String, Sounds>);

fn load_sounds(mut commands: Commands, assets: Res<AssetServer>, scenes: Res<crate::scene::Scenes>) {
    let mut families = SoundFamilies::default();
    for variant in tabula_rules::Variant::ALL {
        let family = scenes.sounds(variant).to_owned();
        families.0.entry(family.clone()).or_insert_with(|| {
            let load = |name: &str| assets.load(format!("sounds/{family}/{name}.wav"));
            Sounds {
                moved: load("move"),
                capture: load("capture"),
                check: load("check"),
                start: load("start"),
                end: load("end"),
                low_time: load("low-time"),
            }
        });
    }
    commands.insert_resource(families);
}

/// Settings volume 0-100 to decibels (0 is silence).
pub fn decibels(volume: u8) -> f32 {
    if volume == 0 { -80.0 } else { 20.0 * (f32::from(volume) / 100.0).log10() }
}

fn apply_volume(settings: Res<Settings>, channel: Res<AudioChannel<Effects>>) {
    if settings.is_changed() {
        let volume = if settings.sound { decibels(settings.volume) } else { -80.0 };
        channel.set_volume(volume);
    }
}

/// What a sound answers: moves, a game's start and end, a level's end, time running low.
#[derive(SystemParam)]
struct SoundCues<'w, 's> {
    played: MessageReader<'w, 's, MovePlayed>,
    started: MessageReader<'w, 's, GameStarted>,
    over: MessageReader<'w, 's, GameOver>,
    low: MessageReader<'w, 's, LowTime>,
    countdown: MessageReader<'w, 's, CountdownLow>,
    levels: MessageReader<'w, 's, LevelEnded>,
}

fn play_effects(
    settings: Res<Settings>,
    families: Option<Res<SoundFamilies>>,
    scenes: Res<crate::scene::Scenes>,
    session: Option<Res<crate::session::Session>>,
    channel: Res<AudioChannel<Effects>>,
    cues: SoundCues,
) {
    let SoundCues { mut played, mut started, mut over, mut low, mut countdown, mut levels } = cues;
    let Some(families) = families else { return };
    let family = session.map_or("wood", |s| scenes.sounds(s.variant()));
    let Some(sounds) = families.0.get(family).or_else(|| families.0.values().next()) else { return };
    let mut wanted: Vec<&Handle<AudioSource>> = Vec::new();
    for mv in played.read() {
        wanted.push(if mv.check {
            &sounds.check
        } else if mv.captured {
            &sounds.capture
        } else {
            &sounds.moved
        });
    }
    if started.read().count() > 0 {
        wanted.push(&sounds.start);
    }
    if over.read().count() > 0 {
        wanted.push(&sounds.end);
    }
    for ended in levels.read() {
        wanted.push(if ended.won { &sounds.end } else { &sounds.low_time });
    }
    if low.read().count() + countdown.read().count() > 0 {
        wanted.push(&sounds.low_time);
    }
    // Skipping play() when muted also keeps kira's queue empty on machines without a device.
    if !settings.sound || settings.volume == 0 {
        return;
    }
    for sound in wanted {
        channel.play(sound.clone());
    }
}
