import CCairo

/// Shared Pango setup: fixed font options and resolution so text looks and measures the
/// same on every machine, and a per-thread measuring context.
///
/// Pango objects are not thread-safe, so nothing Pango-related is shared between threads:
/// each thread gets its own context (Pango's default font map is per-thread as well).
enum PangoSupport {
  /// The Pango family list of the system font: DejaVu Sans for Latin text, Noto Sans CJK
  /// SC for Chinese (and Japanese/Korean) text, then whatever fontconfig offers.
  static let systemFamilyList = "DejaVu Sans, Noto Sans CJK SC, sans-serif"

  /// Applies Mosaic's fixed rendering settings to a Pango context: grayscale
  /// antialiasing, no hinting, unhinted metrics, and 72 dpi so one point is one unit.
  static func configure(_ context: OpaquePointer) {
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
  }

  /// Holds one thread's Pango contexts; released with the thread.
  private final class ThreadState {
    let measuring: OpaquePointer
    let drawing: OpaquePointer

    init() {
      let fontMap = pango_cairo_font_map_get_default()
      measuring = pango_font_map_create_context(fontMap)!
      drawing = pango_font_map_create_context(fontMap)!
      PangoSupport.configure(measuring)
      PangoSupport.configure(drawing)
    }

    deinit {
      g_object_unref(UnsafeMutableRawPointer(measuring))
      g_object_unref(UnsafeMutableRawPointer(drawing))
    }
  }

  private static let threadSlot = ThreadSlot<ThreadState>()

  private static var threadState: ThreadState {
    if let state = threadSlot.value { return state }
    let state = ThreadState()
    threadSlot.value = state
    return state
  }

  /// A new layout for measuring text (identity transform, fixed settings); the caller
  /// unrefs it. Valid on the calling thread only.
  static func makeMeasuringLayout() -> OpaquePointer {
    pango_layout_new(threadState.measuring)!
  }

  /// A new layout for drawing into `cr`, matched to its current transform; the caller
  /// unrefs it. Valid on the calling thread only.
  static func makeDrawingLayout(for cr: OpaquePointer) -> OpaquePointer {
    let context = threadState.drawing
    // Options set on the context take precedence over the surface's, so the fixed
    // settings survive the update.
    pango_cairo_update_context(cr, context)
    return pango_layout_new(context)!
  }

  /// The names of all font families fontconfig knows, computed once.
  static let installedFamilies: Set<String> = {
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>? = nil
    var count: Int32 = 0
    pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
    var names = Set<String>()
    if let families {
      for index in 0..<Int(count) {
        if let family = families[index], let name = pango_font_family_get_name(family) {
          names.insert(String(cString: name))
        }
      }
      g_free(families)
    }
    return names
  }()
}
