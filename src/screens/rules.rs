//! Rules pages, one per game, in the project's own words and the player's language
//! (assets/locales/<lang>/rules/*.md, compiled in: `i18n::content`).

use super::root_ui;
use crate::app::Screen;
use crate::games::SHOWN;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use tabula_rules::{DynGame, Variant};

/// The game whose rules are shown.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct RulesPage(pub Variant);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(RulesPage(Variant::Chess));
    app.add_systems(OnEnter(Screen::Rules), open_current_game);
    app.add_systems(EguiPrimaryContextPass, rules_ui.run_if(in_state(Screen::Rules)));
}

fn open_current_game(session: Option<Res<crate::session::Session>>, mut page: ResMut<RulesPage>) {
    if let Some(session) = session {
        page.0 = session.variant();
    }
}

fn rules_ui(
    mut contexts: EguiContexts,
    mut page: ResMut<RulesPage>,
    mut next: ResMut<NextState<Screen>>,
    session: Option<Res<crate::session::Session>>,
    keys: Res<ButtonInput<KeyCode>>,
    settings: Res<crate::settings::Settings>,
) -> Result {
    let theme = settings.theme;
    let back = if session.is_some() { Screen::Playing } else { Screen::Title };
    if keys.just_pressed(KeyCode::Escape) {
        next.set(back);
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "rules");
    egui::Panel::left("rules-games").exact_size(220.0).show(&mut root, |ui| {
        ui.add_space(10.0);
        ui.heading(tr!("setup-rules"));
        for variant in SHOWN {
            ui.selectable_value(&mut page.0, variant, crate::i18n::words::game_title(variant));
        }
        ui.add_space(20.0);
        if ui.button(if back == Screen::Playing { tr!("setup-back-game-esc") } else { tr!("setup-back-esc") }).clicked()
        {
            next.set(back);
        }
    });
    egui::CentralPanel::default_margins().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.set_max_width(760.0);
            render_markdown(ui, crate::i18n::content::rules_page(page.0), page.0, theme);
        });
    });
    Ok(())
}

/// Headings (`#`, `##`), bullets (`- `, continued by indented lines) and paragraphs: all the
/// markup the rules pages use, and diagrams.
fn render_markdown(ui: &mut egui::Ui, text: &str, variant: Variant, theme: crate::settings::ThemeName) {
    for block in blocks(text) {
        match block {
            Block::Diagram { position, from, caption } => match diagram(variant, &position, &from) {
                Ok((game, from)) => {
                    ui.add_space(4.0);
                    super::thumbnail::position_picture(ui, game.as_ref(), from, 260.0, theme);
                    ui.label(egui::RichText::new(caption).italics().size(14.0));
                    ui.add_space(8.0);
                }
                Err(error) => {
                    let text = tr!("setup-rules-diagram-error", error = error);
                    ui.colored_label(egui::Color32::from_rgb(240, 120, 90), text);
                }
            },
            Block::Title(text) => {
                ui.label(egui::RichText::new(text).size(28.0).strong());
                ui.add_space(6.0);
            }
            Block::Heading(text) => {
                ui.add_space(8.0);
                ui.label(egui::RichText::new(text).size(20.0).strong());
            }
            Block::Bullet(text) => {
                ui.add(egui::Label::new(egui::RichText::new(format!("•  {text}")).size(16.0)).wrap());
            }
            Block::Paragraph(text) => {
                ui.add(egui::Label::new(egui::RichText::new(text).size(16.0)).wrap());
                ui.add_space(6.0);
            }
        }
    }
}

/// A diagram's position and the cell whose moves it marks (`-` for none).
fn diagram(variant: Variant, position: &str, from: &str) -> Result<(Box<dyn DynGame>, Option<u8>), String> {
    let game = variant.from_position(position).map_err(|e| e.to_string())?;
    if from == "-" {
        return Ok((game, None));
    }
    let cell = game.cells().iter().find(|c| c.name == from).map(|c| c.id).ok_or_else(|| format!("no cell '{from}'"))?;
    Ok((game, Some(cell)))
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Block {
    /// `diagram: <position> | <cell or -> | <caption>`: a small board with the moves of the
    /// piece on the cell.
    Diagram {
        position: String,
        from: String,
        caption: String,
    },
    Title(String),
    Heading(String),
    Bullet(String),
    Paragraph(String),
}

fn blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    let close = |open: &mut Option<Block>, blocks: &mut Vec<Block>| blocks.extend(open.take());
    for line in text.lines() {
        if let Some(spec) = line.strip_prefix("diagram: ") {
            close(&mut open, &mut blocks);
            let mut parts = spec.splitn(3, '|').map(|p| p.trim().to_owned());
            let (position, from, caption) = (parts.next(), parts.next(), parts.next());
            blocks.push(Block::Diagram {
                position: position.unwrap_or_default(),
                from: from.unwrap_or_else(|| "-".to_owned()),
                caption: caption.unwrap_or_default(),
            });
        } else if let Some(heading) = line.strip_prefix("## ") {
            close(&mut open, &mut blocks);
            blocks.push(Block::Heading(heading.to_owned()));
        } else if let Some(title) = line.strip_prefix("# ") {
            close(&mut open, &mut blocks);
            blocks.push(Block::Title(title.to_owned()));
        } else if let Some(item) = line.strip_prefix("- ") {
            close(&mut open, &mut blocks);
            open = Some(Block::Bullet(item.trim().to_owned()));
        } else if line.trim().is_empty() {
            close(&mut open, &mut blocks);
        } else {
            match &mut open {
                Some(Block::Bullet(text) | Block::Paragraph(text)) => {
                    text.push(' ');
                    text.push_str(line.trim());
                }
                _ => open = Some(Block::Paragraph(line.trim().to_owned())),
            }
        }
    }
    close(&mut open, &mut blocks);
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bullets_take_their_indented_lines() {
        let parsed = blocks("# T\n\nSome\ntext.\n## H\n- one\n  more\n- two\n");
        assert_eq!(
            parsed,
            vec![
                Block::Title("T".into()),
                Block::Paragraph("Some text.".into()),
                Block::Heading("H".into()),
                Block::Bullet("one more".into()),
                Block::Bullet("two".into()),
            ]
        );
    }

    #[test]
    fn every_game_has_a_rules_page_in_every_language() {
        use crate::i18n::{Language, content::rules_page_in};
        for language in Language::ALL {
            for variant in SHOWN {
                let text = rules_page_in(language, variant);
                assert!(text.starts_with("# "), "{language:?} {variant}");
                assert!(text.len() > 1500, "{language:?} {variant}: the rules are too short");
                let mut diagrams = 0;
                for block in blocks(text) {
                    if let Block::Diagram { position, from, caption } = block {
                        let (game, cell) = diagram(variant, &position, &from)
                            .unwrap_or_else(|e| panic!("{language:?} {variant}: {e}"));
                        if let Some(cell) = cell {
                            let moves = game.move_views().into_iter().filter(|m| m.from == Some(cell)).count();
                            assert!(moves > 0, "{variant} diagram '{caption}': the piece on {from} has no move");
                        }
                        diagrams += 1;
                    }
                }
                assert!(diagrams >= 3, "{language:?} {variant}: the rules page has {diagrams} diagrams");
            }
        }
    }

    #[test]
    fn a_translated_page_has_the_english_page_s_shape() {
        use crate::i18n::{Language, RULES_PAGES, content::rules_page_in};
        let shape = |text: &str| -> Vec<String> {
            blocks(text)
                .into_iter()
                .map(|block| match block {
                    Block::Diagram { position, from, .. } => format!("diagram {position} {from}"),
                    Block::Title(_) => "title".into(),
                    Block::Heading(_) => "heading".into(),
                    Block::Bullet(_) => "bullet".into(),
                    Block::Paragraph(_) => "paragraph".into(),
                })
                .collect()
        };
        for (code, game, text) in RULES_PAGES {
            let variant: Variant = game.parse().expect("a game");
            assert_eq!(shape(text), shape(rules_page_in(Language::English, variant)), "{code} {game}");
        }
    }
}
