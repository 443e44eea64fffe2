//! The board's words (speech.rs) in egui's AccessKit tree, which bevy_egui hands to the
//! platform's accessibility layer: a group "Board" with one node per place labelled with its
//! description, and the latest announcement as a polite live region, so a screen reader speaks
//! each move and each cursor step. The nodes take no room on screen: the board keeps the pointer.

use crate::speech::BoardSpeech;
use crate::tr;
use bevy_egui::egui;
use egui::accesskit;

/// Adds the board's nodes and the announcement to `ui` (the side panel).
pub fn speech_nodes(ui: &mut egui::Ui, speech: &BoardSpeech) {
    ui.push_id("board-words", |ui| {
        ui.spacing_mut().item_spacing = egui::Vec2::ZERO;
        let group = ui.allocate_exact_size(egui::Vec2::ZERO, egui::Sense::hover()).1;
        group.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Other, true, tr!("game-board")));
        for (cell, words) in &speech.cells {
            let response =
                ui.push_id(cell, |ui| ui.allocate_exact_size(egui::Vec2::ZERO, egui::Sense::hover()).1).inner;
            response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, words));
        }
    });
    let label = ui.weak(&speech.announcement);
    ui.ctx().accesskit_node_builder(label.id, |node| {
        node.set_live(accesskit::Live::Polite);
        node.set_label(speech.announcement.clone());
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs one egui frame with AccessKit on and returns every node's label and live setting.
    fn tree(speech: &BoardSpeech) -> Vec<(Option<String>, Option<accesskit::Live>)> {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| speech_nodes(ui, speech));
        let update = output.platform_output.accesskit_update.take().expect("AccessKit is on");
        // No renderer here to take the font texture.
        output.drop_without_applying_deltas();
        update.nodes.iter().map(|(_, node)| (node.label().map(str::to_owned), node.live())).collect()
    }

    #[test]
    fn the_tree_holds_every_place_and_a_live_announcement() {
        let speech = BoardSpeech {
            cells: vec![
                (0, "a1, white rook".to_owned()),
                (1, "b1, white knight".to_owned()),
                (2, "c1, empty".to_owned()),
            ],
            announcement: "White plays knight c3".to_owned(),
            serial: 1,
        };
        let nodes = tree(&speech);
        for words in ["a1, white rook", "b1, white knight", "c1, empty", "Board"] {
            assert!(nodes.iter().any(|(label, _)| label.as_deref() == Some(words)), "{words} in {nodes:?}");
        }
        assert!(
            nodes.iter().any(|(label, live)| label.as_deref() == Some("White plays knight c3")
                && *live == Some(accesskit::Live::Polite)),
            "{nodes:?}"
        );
    }
}
