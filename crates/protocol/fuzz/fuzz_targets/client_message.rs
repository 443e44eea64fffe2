//! Any frame a client could send: the server's parser never panics, and what it accepts
//! writes back to JSON that reads as the same message.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_protocol::ClientMessage;

fuzz_target!(|text: &str| {
    if let Ok(message) = ClientMessage::from_json(text) {
        let again = ClientMessage::from_json(&message.to_json()).expect("a written message reads back");
        assert_eq!(again, message);
    }
});
