#include "mosaic_x11_events.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <stdlib.h>

struct mosaic_x11_events {
  Display *display;
  /// The number the next request would get when the connection was last flushed.
  unsigned long flushed_request;
};

mosaic_x11_events *mosaic_x11_events_create(void *sdl_window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) {
    return NULL;
  }
  mosaic_x11_events *events = calloc(1, sizeof *events);
  if (!events) return NULL;
  events->display = info.info.x11.display;
  events->flushed_request = 0;
  return events;
}

int mosaic_x11_events_descriptor(const mosaic_x11_events *events) {
  return ConnectionNumber(events->display);
}

int mosaic_x11_events_queued(const mosaic_x11_events *events) {
  return XEventsQueued(events->display, QueuedAlready);
}

void mosaic_x11_events_flush(mosaic_x11_events *events) {
  unsigned long next = XNextRequest(events->display);
  if (next == events->flushed_request) return;
  XFlush(events->display);
  events->flushed_request = XNextRequest(events->display);
}
