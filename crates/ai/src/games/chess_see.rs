//! Static exchange evaluation: what a capture wins once every piece that can take on its square
//! has taken, least valuable first, each side free to stop. Quiescence leaves out captures that
//! lose material this way.

use tabula_rules::chess::{Bitboard, Move, MoveKind, Position, Role, bishop_attacks, rook_attacks};

/// Exchange values of pawn, knight, bishop, rook, queen, king.
const WORTH: [i32; 6] = [100, 320, 330, 500, 900, 20_000];

fn worth(role: Role) -> i32 {
    WORTH[role.index()]
}

/// The material the side to move wins by `mv` and the exchange on its square that follows.
pub fn exchange(position: &Position, mv: Move) -> i32 {
    let (from, to) = (mv.from(), mv.to());
    let Some(mover) = position.piece_at(from) else { return 0 };
    let mut occupied = position.occupied().without(from);
    let mut gains = [0i32; 40];
    gains[0] = match mv.kind() {
        MoveKind::EnPassant => {
            let captured = tabula_rules::chess::Square::from_coords(to.file(), from.rank());
            occupied = occupied.without(captured);
            worth(Role::Pawn)
        }
        _ => position.piece_at(to).map_or(0, |p| worth(p.role)),
    };
    // The piece now standing on the square, which the next capture takes.
    let mut on_square = match mv.promotion() {
        Some(role) => {
            gains[0] += worth(role) - worth(Role::Pawn);
            worth(role)
        }
        None => worth(mover.role),
    };
    let diagonal = position.by_role(Role::Bishop) | position.by_role(Role::Queen);
    let straight = position.by_role(Role::Rook) | position.by_role(Role::Queen);
    let mut attackers = position.attackers_to(to, occupied) & occupied;
    let mut side = mover.color.other();
    let mut depth = 0;
    loop {
        let ours = attackers & position.by_color(side);
        let Some((role, piece)) = least_valuable(position, ours) else { break };
        // A king may not take into an attack.
        if role == Role::King && (attackers & position.by_color(side.other())).nonempty() {
            break;
        }
        depth += 1;
        if depth >= gains.len() {
            break;
        }
        gains[depth] = on_square - gains[depth - 1];
        if gains[depth].max(-gains[depth - 1]) < 0 {
            break;
        }
        occupied = occupied.without(piece);
        on_square = worth(role);
        // Sliders behind the piece that took now see the square.
        attackers |= (bishop_attacks(to, occupied) & diagonal) | (rook_attacks(to, occupied) & straight);
        attackers &= occupied;
        side = side.other();
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

fn least_valuable(position: &Position, pieces: Bitboard) -> Option<(Role, tabula_rules::chess::Square)> {
    Role::ALL.into_iter().find_map(|role| (pieces & position.by_role(role)).first().map(|square| (role, square)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see(fen: &str, text: &str) -> i32 {
        let position = Position::from_fen(fen).expect("fen");
        let moves = position.legal_moves();
        let mv = moves.into_iter().find(|m| m.uci() == text).expect("legal move");
        exchange(&position, *mv)
    }

    #[test]
    fn exchanges_count_every_capture_on_the_square() {
        // A pawn defended by a pawn, taken by a rook: the rook is lost for the pawn.
        assert_eq!(see("4k3/8/3p4/4p3/8/8/8/4RK2 w - - 0 1", "e1e5"), 100 - 500);
        // An undefended pawn: a clean pawn.
        assert_eq!(see("4k3/8/8/4p3/8/8/8/4RK2 w - - 0 1", "e1e5"), 100);
        // Knight takes a pawn defended by a knight, with a rook behind: N for P then N back.
        assert_eq!(see("4k3/8/5n2/3p4/8/4N3/8/3RK3 w - - 0 1", "e3d5"), 100 - 320 + 320);
        // A queen takes a defended knight: loses the queen for the knight.
        assert_eq!(see("4k3/2p5/3n4/8/8/8/8/3QK3 w - - 0 1", "d1d6"), 320 - 900);
        // Rooks doubled: the rook behind the first one counts (an x-ray).
        assert_eq!(see("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
    }
}
