//! The engine protocol's `info` lines read back into the search's reports: how the browser hears
//! the engine's worker, and the client an installed engine.

use std::time::Duration;
use tabula_ai::{DynInfo, MATE, SearchInfo};

/// An `info` line of the engine (`info depth 7 multipv 1 score cp 35 nodes 123 nps 9 time 12
/// pv e2e4 e7e5`) as the search's report; `None` for any other line.
pub fn parse_info(line: &str) -> Option<DynInfo> {
    let mut words = line.split_whitespace();
    if words.next() != Some("info") {
        return None;
    }
    let mut info = SearchInfo::before_search();
    let mut seen_depth = false;
    while let Some(word) = words.next() {
        match word {
            "depth" => {
                info.depth = words.next()?.parse().ok()?;
                seen_depth = true;
            }
            "multipv" => info.line = words.next()?.parse().ok()?,
            "nodes" => info.nodes = words.next()?.parse().ok()?,
            "time" => info.elapsed = Duration::from_millis(words.next()?.parse().ok()?),
            "score" => match (words.next()?, words.next()?.parse::<i32>().ok()?) {
                ("cp", score) => info.score = score,
                ("mate", moves) => {
                    info.mate_in = Some(moves);
                    let plies = 2 * moves.abs() - i32::from(moves > 0);
                    info.score = if moves > 0 { MATE - plies } else { -(MATE - plies) };
                }
                _ => return None,
            },
            "pv" => {
                info.pv = words.by_ref().map(str::to_owned).collect();
            }
            _ => {}
        }
    }
    seen_depth.then_some(info)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_read_back_and_other_lines_do_not() {
        let info = parse_info("info depth 7 multipv 2 score cp -35 nodes 1234 nps 99 time 120 pv e2e4 e7e5").unwrap();
        assert_eq!((info.depth, info.line, info.score, info.nodes), (7, 2, -35, 1234));
        assert_eq!(info.elapsed, Duration::from_millis(120));
        assert_eq!(info.pv, ["e2e4", "e7e5"]);
        let mate = parse_info("info depth 5 multipv 1 score mate 2 nodes 9 nps 1 time 1 pv d1h5").unwrap();
        assert_eq!((mate.mate_in, mate.score), (Some(2), MATE - 3));
        assert_eq!(parse_info("info depth 5 score mate -1 pv a1a2").unwrap().score, -(MATE - 2));
        assert!(parse_info("bestmove e2e4").is_none());
        assert!(parse_info("info string error: nonsense").is_none());
        assert!(parse_info("info depth x").is_none());
    }
}
