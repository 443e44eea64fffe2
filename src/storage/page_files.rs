//! Files in the browser, where the page has no folder: a game downloaded as a file (a link to a
//! Blob, clicked), and a save or PGN picked from the computer (a file input, read as text). The
//! picked file arrives later, on the browser's own time: `PickedFile` holds it until the save
//! system takes it.

use super::PickedFile;
use crate::tr;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

fn document() -> Result<web_sys::Document, String> {
    web_sys::window().and_then(|w| w.document()).ok_or_else(|| tr!("msg-page-no-document"))
}

/// Offers `text` to the player as a file called `name`, as a download.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| tr!("msg-browser-refused-file"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| tr!("msg-browser-refused-file"))?;
    let link: web_sys::HtmlAnchorElement = document()?
        .create_element("a")
        .map_err(|_| tr!("msg-page-no-link"))?
        .dyn_into()
        .map_err(|_| tr!("msg-page-no-link"))?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Opens the browser's file picker; the file chosen, read as text, lands in `into`.
pub fn pick(into: &PickedFile) -> Result<(), String> {
    let input: web_sys::HtmlInputElement = document()?
        .create_element("input")
        .map_err(|_| tr!("msg-page-no-file-input"))?
        .dyn_into()
        .map_err(|_| tr!("msg-page-no-file-input"))?;
    input.set_type("file");
    input.set_accept(".ron,.pgn,text/plain");
    let sink = into.0.clone();
    let chosen = input.clone();
    let on_change = Closure::once_into_js(move || {
        let Some(file) = chosen.files().and_then(|files| files.get(0)) else { return };
        let name = file.name();
        let Ok(reader) = web_sys::FileReader::new() else { return };
        let done = reader.clone();
        let on_load = Closure::once_into_js(move || {
            let text = done.result().ok().and_then(|r| r.as_string());
            let outcome = text.map(|text| (name, text)).ok_or_else(|| tr!("msg-file-not-text"));
            if let Ok(mut slot) = sink.lock() {
                *slot = Some(outcome);
            }
        });
        reader.set_onload(Some(on_load.unchecked_ref()));
        let _ = reader.read_as_text(&file);
    });
    input.set_onchange(Some(on_change.unchecked_ref()));
    input.click();
    Ok(())
}
