//! `tabula-engine bench`: fixed positions of all five games searched to fixed depths at full
//! strength. The node total is a signature of the search (it changes only when the search
//! does); nodes per second measure its speed.

use crate::output::Output;
use tabula_ai::{Level, Limits, Rng, start_dyn_search};
use tabula_rules::Variant;
use web_time::Instant;

/// (variant, position, depth).
const POSITIONS: [(Variant, &str, u32); 10] = [
    (Variant::Chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 11),
    (Variant::Chess, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 9),
    (Variant::Chess, "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8", 10),
    (Variant::Chess, "8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 w - - 0 40", 14),
    (Variant::Marseillais, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 8),
    (Variant::Marseillais, "r1bqkbnr/pppp1p1p/2n5/4p2p/4P3/5N2/PPPP1PPP/RNB1KB1R w KQkq - 0 3", 7),
    (Variant::Brandubh, "3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3 a", 7),
    (Variant::Brandubh, "7/2t4/3T3/tt1KTtt/3T3/3t3/3t3 d", 7),
    (Variant::Trigame, "av00,bv01,cv02,bv10,cv20,Cv24,Bv34,Cv42,Bv43,Av44,aR00,AL33 b 50 0", 9),
    (
        Variant::Trichess,
        "Kd1,Qe1,Ra1,Rh1,Be2,Bb1,Bg1,Nc1,Nf1,Pa2,Pb2,Pc2,Pd2,Pf2,Pg2,Ph2,Pi2/Ke12,Qd11,Rh15,Ra8,Bg14,Be11,Bb9,Nf13,Nc10,Pi15,Ph14,Pg13,Pf12,Pd10,Pc9,Pb8,Pa7/Ko11,Qo12,Ro15,Ro8,Bo14,Bn11,Bo9,No13,No10,Pn15,Pn14,Pn13,Pn12,Pn10,Pn9,Pn8,Pn7 0 0",
        3,
    ),
];

pub fn run(out: &Output) {
    let started = Instant::now();
    let mut total = 0u64;
    for (index, (variant, position, depth)) in POSITIONS.iter().enumerate() {
        let Ok(game) = variant.from_position(position) else {
            out.error(&format!("bench position {} ({variant}) does not load", index + 1));
            continue;
        };
        let limits = Limits::depth(*depth);
        let search = start_dyn_search(game.as_ref(), limits, Level::full_strength(), Rng::new(1), |_| {});
        let Some((best, info)) = search.wait() else { continue };
        total += info.nodes;
        out.line(&format!(
            "bench {:2} {:12} depth {depth:2} nodes {:10} time {:6} ms  best {}",
            index + 1,
            variant.name(),
            info.nodes,
            info.elapsed.as_millis(),
            best.unwrap_or_else(|| "(none)".to_owned())
        ));
    }
    let elapsed = started.elapsed();
    out.line("");
    out.line(&format!("Nodes searched: {total}"));
    out.line(&format!("Nodes/second: {}", total.saturating_mul(1000) / (elapsed.as_millis().max(1) as u64)));
    out.line(&format!("Time: {} ms", elapsed.as_millis()));
}

#[cfg(test)]
mod tests {
    use super::POSITIONS;
    use tabula_rules::Variant;

    #[test]
    fn every_game_has_a_bench_position_that_loads() {
        for variant in Variant::ALL {
            let mine: Vec<_> = POSITIONS.iter().filter(|(v, _, _)| *v == variant).collect();
            assert!(!mine.is_empty(), "{variant} has no bench position (docs/adding-a-game.md)");
            for (_, position, _) in mine {
                assert!(variant.from_position(position).is_ok(), "{variant}: {position}");
            }
        }
    }
}
