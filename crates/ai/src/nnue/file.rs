//! The network's file (`levels/weights/chess.nnue`), little-endian throughout:
//!
//! | bytes | what |
//! |---|---|
//! | 4 | magic `TNNU` |
//! | 7 × u32 | format version (2), inputs (768), hidden units, QA, QB, SCALE, flags (1: the output is a correction added to the hand-written evaluation) |
//! | INPUTS × HIDDEN × i16 | first-layer weights, one row of HIDDEN per input |
//! | HIDDEN × i16 | first-layer biases |
//! | 2 × HIDDEN × i16 | output weights: side to move's units, then the other side's |
//! | i32 | output bias |
//! | INPUTS × i32 | the linear path's weights |
//! | u64 | FNV-1a hash of every byte before it |
//!
//! The header names the shape and scales so that a file made for another network is refused
//! with a reason instead of being read as nonsense; the hash catches a truncated or damaged file.

use super::network::Network;
use super::{HIDDEN, INPUTS, QA, QB, SCALE};
use std::fmt;

const MAGIC: &[u8; 4] = b"TNNU";
const VERSION: u32 = 2;
const HEADER: usize = 4 + 7 * 4;
/// The whole file's length.
pub const FILE_LEN: usize = HEADER + (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) * 2 + 4 + INPUTS * 4 + 8;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetworkError {
    Length { expected: usize, found: usize },
    Magic,
    Version(u32),
    Shape { field: &'static str, expected: u32, found: u32 },
    Checksum,
}

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetworkError::Length { expected, found } => {
                write!(f, "network file: {found} bytes, not {expected}")
            }
            NetworkError::Magic => write!(f, "network file: not a Tabula network (no TNNU header)"),
            NetworkError::Version(version) => write!(f, "network file: format version {version}, not {VERSION}"),
            NetworkError::Shape { field, expected, found } => {
                write!(f, "network file: {field} is {found}, this build reads {expected}")
            }
            NetworkError::Checksum => write!(f, "network file: checksum mismatch (damaged file)"),
        }
    }
}

impl std::error::Error for NetworkError {}

/// FNV-1a, 64 bits: small, and enough to tell a damaged file.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for &byte in bytes {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The file's bytes for `network`.
pub fn write_network(network: &Network) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(FILE_LEN);
    bytes.extend_from_slice(MAGIC);
    let flags = u32::from(network.residual);
    for field in [VERSION, INPUTS as u32, HIDDEN as u32, QA as u32, QB as u32, SCALE as u32, flags] {
        bytes.extend_from_slice(&field.to_le_bytes());
    }
    let rows = network.feature_weights.iter().chain(std::iter::once(&network.feature_bias));
    for value in rows.chain(network.output_weights.iter()).flatten() {
        bytes.extend_from_slice(&value.to_le_bytes());
    }
    bytes.extend_from_slice(&network.output_bias.to_le_bytes());
    for weight in &network.linear {
        bytes.extend_from_slice(&weight.to_le_bytes());
    }
    let hash = fnv1a(&bytes);
    bytes.extend_from_slice(&hash.to_le_bytes());
    bytes
}

/// Reads a network file, checking its header, length and checksum.
pub fn read_network(bytes: &[u8]) -> Result<Network, NetworkError> {
    if bytes.len() < HEADER || &bytes[..4] != MAGIC {
        return Err(if bytes.len() >= 4 && &bytes[..4] != MAGIC {
            NetworkError::Magic
        } else {
            NetworkError::Length { expected: FILE_LEN, found: bytes.len() }
        });
    }
    let field = |index: usize| {
        let at = 4 + index * 4;
        u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
    };
    if field(0) != VERSION {
        return Err(NetworkError::Version(field(0)));
    }
    let expected = [("inputs", INPUTS as u32), ("hidden units", HIDDEN as u32), ("QA", QA as u32)];
    let expected = expected.into_iter().chain([("QB", QB as u32), ("SCALE", SCALE as u32)]);
    for (index, (name, value)) in expected.enumerate() {
        if field(index + 1) != value {
            return Err(NetworkError::Shape { field: name, expected: value, found: field(index + 1) });
        }
    }
    if bytes.len() != FILE_LEN {
        return Err(NetworkError::Length { expected: FILE_LEN, found: bytes.len() });
    }
    let (body, tail) = bytes.split_at(FILE_LEN - 8);
    let mut stored = [0u8; 8];
    stored.copy_from_slice(tail);
    if fnv1a(body) != u64::from_le_bytes(stored) {
        return Err(NetworkError::Checksum);
    }
    let words = HEADER + (INPUTS * HIDDEN + 3 * HIDDEN) * 2;
    let mut values = body[HEADER..words].chunks_exact(2).map(|pair| i16::from_le_bytes([pair[0], pair[1]]));
    let mut network = Network::zeroed();
    network.residual = field(6) & 1 != 0;
    let rows = network.feature_weights.iter_mut().chain(std::iter::once(&mut network.feature_bias));
    for slot in rows.chain(network.output_weights.iter_mut()).flatten() {
        *slot = values.next().unwrap_or(0);
    }
    let mut longs = body[words..].chunks_exact(4).map(|b| i32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    network.output_bias = longs.next().unwrap_or(0);
    for (slot, value) in network.linear.iter_mut().zip(longs) {
        *slot = value;
    }
    Ok(network)
}
