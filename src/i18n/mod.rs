//! The player's language: every text a player reads comes from the Fluent files under
//! `assets/locales/<language>/`, looked up by key with [`tr!`](crate::tr). English is the
//! reference; a key another language lacks falls back to English, and a key no file has shows
//! itself (a test keeps both from happening, tests/locales.rs).

mod catalog;
pub mod content;
mod files;
pub mod font;
mod language;
pub mod notation;
pub mod numbers;
pub mod themes;
pub mod words;

pub use catalog::{Catalog, FileProblem};
pub use files::{LESSON_FILES, LOCALE_FILES, RULES_PAGES};
pub use language::{Language, desktop_language};

use std::sync::{Arc, RwLock};

#[doc(hidden)]
pub use fluent_bundle::{FluentArgs, FluentValue};

/// The catalog in use. Texts are asked for from everywhere (systems, plain functions, egui
/// closures), so it is one shared value rather than a resource to thread through.
static CURRENT: RwLock<Option<Arc<Catalog>>> = RwLock::new(None);

fn current() -> Arc<Catalog> {
    if let Some(catalog) = CURRENT.read().ok().and_then(|c| c.clone()) {
        return catalog;
    }
    let catalog = Arc::new(Catalog::new(Language::English));
    if let Ok(mut slot) = CURRENT.write() {
        slot.get_or_insert_with(|| catalog.clone());
    }
    catalog
}

/// The language texts are in now.
pub fn language() -> Language {
    current().language()
}

/// Switches every text to `language` from the next frame on.
pub fn set_language(language: Language) {
    if current().language() == language {
        return;
    }
    let catalog = Arc::new(Catalog::new(language));
    if let Ok(mut slot) = CURRENT.write() {
        *slot = Some(catalog);
    }
}

/// The text of `key` in the current language, with `args` filled in.
pub fn text(key: &str, args: Option<&FluentArgs>) -> String {
    current().text(key, args)
}

/// A text by key: `tr!("title-play")`, or with arguments, `tr!("title-resume", game = name,
/// number = 12)`. Argument names are Fluent's variables (`{ $game }`).
#[macro_export]
macro_rules! tr {
    ($key:literal) => {
        $crate::i18n::text($key, None)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        #[allow(unused_imports)]
        use $crate::i18n::{NumberArg as _, TextArg as _};
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), (&$crate::i18n::ArgWrap(&$value)).fluent()); )+
        $crate::i18n::text($key, Some(&args))
    }};
}

/// An argument of [`tr!`]: numbers stay numbers (so plural rules apply to them), anything
/// else is its `Display` text. The macro calls `fluent` on `&ArgWrap`: method lookup tries a
/// receiver of `&ArgWrap` (the number impls, `&self` on the value) before `&&ArgWrap` (the text
/// impl, `&self` on the reference), so a number is taken as a number.
#[doc(hidden)]
pub struct ArgWrap<'a, T: ?Sized>(pub &'a T);

#[doc(hidden)]
pub trait NumberArg {
    fn fluent(&self) -> FluentValue<'static>;
}

#[doc(hidden)]
pub trait TextArg {
    fn fluent(&self) -> FluentValue<'static>;
}

macro_rules! number_args {
    ($($t:ty),*) => {
        $( impl NumberArg for ArgWrap<'_, $t> {
            fn fluent(&self) -> FluentValue<'static> {
                FluentValue::from(*self.0)
            }
        } )*
    };
}
number_args!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64);

impl<T: std::fmt::Display + ?Sized> TextArg for &ArgWrap<'_, T> {
    fn fluent(&self) -> FluentValue<'static> {
        FluentValue::from(self.0.to_string())
    }
}
