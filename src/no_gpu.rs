//! A plain message instead of a panic and its backtrace when the machine has no graphics
//! adapter: Bevy's renderer panics at start-up then, and the fix is a driver package.

/// What the player reads when no adapter was found.
pub const HINT: &str = "tabula: no graphics adapter found. Tabula draws with Vulkan (or OpenGL): install \
your GPU's driver, or Mesa's software one (Debian/Ubuntu: sudo apt-get install libvulkan1 \
mesa-vulkan-drivers). On a machine without a display, run it under Xvfb with \
WGPU_BACKEND=vulkan (see README.md).";

/// Is this panic message Bevy's "no GPU" start-up failure?
pub fn is_missing_adapter(message: &str) -> bool {
    message.contains("Unable to find a GPU")
}

/// Replace the panic report for a missing adapter with `HINT`; every other panic is reported
/// as before.
pub fn install_hint() {
    let default_report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        if is_missing_adapter(&message) {
            eprintln!("{HINT}");
        } else {
            default_report(info);
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_bevys_message_and_nothing_else() {
        assert!(is_missing_adapter(
            "Unable to find a GPU! Make sure you have installed required drivers! For extra information, see: ..."
        ));
        assert!(!is_missing_adapter("index out of bounds: the len is 3 but the index is 7"));
        assert!(HINT.contains("mesa-vulkan-drivers"));
    }
}
