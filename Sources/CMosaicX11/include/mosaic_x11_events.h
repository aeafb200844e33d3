#ifndef MOSAIC_X11_EVENTS_H
#define MOSAIC_X11_EVENTS_H

/// The X connection SDL's windows share, seen from outside SDL: its descriptor, to sleep on
/// in `poll` until the server sends something, and its queues, to know whether a wait would
/// miss events already read or requests not yet sent.
typedef struct mosaic_x11_events mosaic_x11_events;

/// The connection of `sdl_window` (an `SDL_Window *`), or NULL when it is not on X11.
mosaic_x11_events *mosaic_x11_events_create(void *sdl_window);

/// The connection's file descriptor.
int mosaic_x11_events_descriptor(const mosaic_x11_events *events);

/// How many events the connection has read and SDL has not taken yet (no read, no flush).
int mosaic_x11_events_queued(const mosaic_x11_events *events);

/// Sends the requests SDL has made since the last call, if any (which may read events too).
void mosaic_x11_events_flush(mosaic_x11_events *events);

#endif
