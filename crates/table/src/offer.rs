//! Offers as data: a draw, a takeback, an abort or a rematch, with every seat's answer. Two
//! seats decide by the opponent's answer, three by vote: every other seat must agree.

use serde::{Deserialize, Serialize};
use tabula_rules::Seat;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OfferKind {
    Draw,
    /// Take back the offerer's last move (and every move after it).
    Takeback,
    /// End the game without a result (only before every seat has moved).
    Abort,
    /// Play again with the seats turned one place (only after the game).
    Rematch,
}

impl OfferKind {
    pub fn noun(self) -> &'static str {
        match self {
            OfferKind::Draw => "a draw",
            OfferKind::Takeback => "a takeback",
            OfferKind::Abort => "to abort the game",
            OfferKind::Rematch => "a rematch",
        }
    }
}

/// A seat's answer to an offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    Waiting,
    Yes,
    No,
}

/// An open offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    pub kind: OfferKind,
    pub from: Seat,
    /// One answer per seat; the offerer's is `Yes`.
    pub answers: Vec<Answer>,
}

/// Where an offer stands after an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Open,
    Accepted,
    Declined,
}

impl Offer {
    pub fn new(kind: OfferKind, from: Seat, seats: u8) -> Offer {
        let answers = (0..seats).map(|s| if s == from.0 { Answer::Yes } else { Answer::Waiting }).collect();
        Offer { kind, from, answers }
    }

    /// Seats still to answer.
    pub fn waiting_for(&self) -> Vec<Seat> {
        (0..self.answers.len()).filter(|&s| self.answers[s] == Answer::Waiting).map(|s| Seat(s as u8)).collect()
    }

    pub fn answer_of(&self, seat: Seat) -> Option<Answer> {
        self.answers.get(seat.0 as usize).copied()
    }

    /// Records `seat`'s answer; one refusal declines, agreement of all accepts.
    pub fn answer(&mut self, seat: Seat, yes: bool) -> Decision {
        if let Some(slot) = self.answers.get_mut(seat.0 as usize)
            && *slot == Answer::Waiting
        {
            *slot = if yes { Answer::Yes } else { Answer::No };
        }
        self.decision()
    }

    pub fn decision(&self) -> Decision {
        if self.answers.contains(&Answer::No) {
            Decision::Declined
        } else if self.answers.contains(&Answer::Waiting) {
            Decision::Open
        } else {
            Decision::Accepted
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_seats_vote_and_one_refusal_declines() {
        let mut offer = Offer::new(OfferKind::Draw, Seat(1), 3);
        assert_eq!(offer.waiting_for(), vec![Seat(0), Seat(2)]);
        assert_eq!(offer.answer(Seat(0), true), Decision::Open);
        assert_eq!(offer.answer(Seat(2), false), Decision::Declined);
        let mut offer = Offer::new(OfferKind::Draw, Seat(1), 3);
        offer.answer(Seat(2), true);
        assert_eq!(offer.answer(Seat(0), true), Decision::Accepted);
        let mut two = Offer::new(OfferKind::Takeback, Seat(0), 2);
        assert_eq!(two.answer(Seat(0), false), Decision::Open, "the offerer's own answer stands");
        assert_eq!(two.answer(Seat(1), true), Decision::Accepted);
    }
}
