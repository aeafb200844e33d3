#ifndef MOSAIC_CCAIRO_SHIM_H
#define MOSAIC_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
