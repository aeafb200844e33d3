#include "mosaic_x11_image.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <xcb/shm.h>
#include <xcb/xcb.h>

struct mosaic_x11_image {
  /// A connection of Mosaic's own, so that the server's completion events reach no one else
  /// (SDL's event loop reads SDL's connection). It speaks XCB: flushing it writes, and reads
  /// only when the server has sent something (Xlib's flush reads the connection every time).
  xcb_connection_t *connection;
  xcb_window_t window;
  uint8_t completion_type;
  uint8_t depth;
  /// Presentations whose completion event has not arrived yet.
  int pending;
  xcb_gcontext_t gc;
  xcb_shm_seg_t segment;
  void *pixels;
  int stride;
  int width;
  int height;
  int spare_rows;
};

static void say(char *why, int why_size, const char *reason) {
  if (why && why_size > 0) snprintf(why, (size_t)why_size, "%s", reason);
}

/// The visual `id` of the connection's screens, or NULL.
static xcb_visualtype_t *find_visual(xcb_connection_t *connection, xcb_visualid_t id) {
  xcb_screen_iterator_t screens = xcb_setup_roots_iterator(xcb_get_setup(connection));
  for (; screens.rem; xcb_screen_next(&screens)) {
    xcb_depth_iterator_t depths = xcb_screen_allowed_depths_iterator(screens.data);
    for (; depths.rem; xcb_depth_next(&depths)) {
      xcb_visualtype_iterator_t visuals = xcb_depth_visuals_iterator(depths.data);
      for (; visuals.rem; xcb_visualtype_next(&visuals)) {
        if (visuals.data->visual_id == id) return visuals.data;
      }
    }
  }
  return NULL;
}

/// The bits per pixel the server uses for images of `depth`, or 0.
static int bits_per_pixel(xcb_connection_t *connection, uint8_t depth) {
  const xcb_setup_t *setup = xcb_get_setup(connection);
  xcb_format_iterator_t formats = xcb_setup_pixmap_formats_iterator(setup);
  for (; formats.rem; xcb_format_next(&formats)) {
    if (formats.data->depth == depth) return formats.data->bits_per_pixel;
  }
  return 0;
}

/// Sends nothing more and waits until the server has handled every request sent so far.
static void round_trip(xcb_connection_t *connection) {
  free(xcb_get_input_focus_reply(connection, xcb_get_input_focus(connection), NULL));
}

static mosaic_x11_image *fail(
    xcb_connection_t *connection, mosaic_x11_image *partial, char *why, int why_size,
    const char *reason) {
  say(why, why_size, reason);
  if (partial) {
    if (partial->pixels) shmdt(partial->pixels);
    free(partial);
  }
  if (connection) xcb_disconnect(connection);
  return NULL;
}

mosaic_x11_image *mosaic_x11_image_create(
    void *sdl_window, int width, int height, int spare_rows, char *why, int why_size) {
  if (width <= 0 || height <= 0 || spare_rows < 0) {
    say(why, why_size, "empty window");
    return NULL;
  }
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) {
    say(why, why_size, "the window is not on X11");
    return NULL;
  }
  xcb_window_t window = (xcb_window_t)info.info.x11.window;
  xcb_connection_t *connection = xcb_connect(DisplayString(info.info.x11.display), NULL);
  if (xcb_connection_has_error(connection)) {
    return fail(connection, NULL, why, why_size, "a second connection to the X server failed");
  }
  const xcb_query_extension_reply_t *shm = xcb_get_extension_data(connection, &xcb_shm_id);
  if (!shm || !shm->present) {
    return fail(connection, NULL, why, why_size, "the X server has no MIT-SHM");
  }
  xcb_get_window_attributes_reply_t *attributes = xcb_get_window_attributes_reply(
      connection, xcb_get_window_attributes(connection, window), NULL);
  xcb_get_geometry_reply_t *geometry =
      xcb_get_geometry_reply(connection, xcb_get_geometry(connection, window), NULL);
  if (!attributes || !geometry) {
    free(attributes);
    free(geometry);
    return fail(connection, NULL, why, why_size, "the window's attributes are unavailable");
  }
  xcb_visualtype_t *visual = find_visual(connection, attributes->visual);
  uint8_t depth = geometry->depth;
  free(attributes);
  free(geometry);
  if (depth != 24 && depth != 32) {
    return fail(connection, NULL, why, why_size, "the window's depth is not 24 or 32 bits");
  }
  if (!visual || bits_per_pixel(connection, depth) != 32 || visual->red_mask != 0xff0000
      || visual->green_mask != 0xff00 || visual->blue_mask != 0xff
      || xcb_get_setup(connection)->image_byte_order != XCB_IMAGE_ORDER_LSB_FIRST) {
    return fail(connection, NULL, why, why_size, "the window's visual is not 32-bit xRGB");
  }
  mosaic_x11_image *result = calloc(1, sizeof *result);
  if (!result) return fail(connection, NULL, why, why_size, "out of memory");
  // 32-bit pixels keep every row on the 32-bit boundary the server pads rows to.
  result->stride = width * 4;
  size_t size = (size_t)result->stride * (size_t)(height + spare_rows);
  int id = shmget(IPC_PRIVATE, size, IPC_CREAT | 0600);
  if (id < 0) return fail(connection, result, why, why_size, "shmget failed");
  void *pixels = shmat(id, NULL, 0);
  // Removed now, the segment lives until both sides detach.
  shmctl(id, IPC_RMID, NULL);
  if (pixels == (void *)-1) return fail(connection, result, why, why_size, "shmat failed");
  result->pixels = pixels;
  result->segment = xcb_generate_id(connection);
  xcb_generic_error_t *error =
      xcb_request_check(connection, xcb_shm_attach_checked(connection, result->segment, id, 0));
  if (error) {
    free(error);
    return fail(
        connection, result, why, why_size,
        "the X server cannot attach shared memory (a remote display?)");
  }
  result->connection = connection;
  result->window = window;
  result->completion_type = (uint8_t)(shm->first_event + XCB_SHM_COMPLETION);
  result->depth = depth;
  result->gc = xcb_generate_id(connection);
  xcb_create_gc(connection, result->gc, window, 0, NULL);
  result->width = width;
  result->height = height;
  result->spare_rows = spare_rows;
  xcb_flush(connection);
  return result;
}

void *mosaic_x11_image_pixels(const mosaic_x11_image *image) { return image->pixels; }
int mosaic_x11_image_stride(const mosaic_x11_image *image) { return image->stride; }
int mosaic_x11_image_width(const mosaic_x11_image *image) { return image->width; }
int mosaic_x11_image_height(const mosaic_x11_image *image) { return image->height; }
int mosaic_x11_image_spare_rows(const mosaic_x11_image *image) { return image->spare_rows; }

/// Takes the events the connection has read (or, with `read`, can read now without waiting)
/// and counts the completions among them. Returns 0 when the connection broke.
static int take_completions(mosaic_x11_image *image, int read) {
  xcb_generic_event_t *event;
  while ((event = read ? xcb_poll_for_event(image->connection)
                       : xcb_poll_for_queued_event(image->connection))) {
    if ((event->response_type & 0x7f) == image->completion_type && image->pending > 0) {
      image->pending--;
    }
    free(event);
  }
  return !xcb_connection_has_error(image->connection);
}

void mosaic_x11_image_wait(mosaic_x11_image *image) {
  while (image->pending > 0) {
    if (!take_completions(image, 1)) {
      image->pending = 0;
      return;
    }
    if (image->pending == 0) return;
    struct pollfd descriptor = {
        .fd = xcb_get_file_descriptor(image->connection), .events = POLLIN};
    // A server that reports an error instead (the window is gone) sends no completion: after
    // a while, a round trip makes sure every request has been handled.
    if (poll(&descriptor, 1, 100) <= 0) {
      round_trip(image->connection);
      take_completions(image, 0);
      image->pending = 0;
    }
  }
}

int mosaic_x11_image_present(
    mosaic_x11_image *image, const mosaic_x11_rect *rects, int count, int first_row) {
  if (first_row < 0 || first_row > image->spare_rows) return -1;
  int last = -1;
  mosaic_x11_rect clipped[count > 0 ? count : 1];
  for (int i = 0; i < count; i++) {
    mosaic_x11_rect r = rects[i];
    if (r.x < 0) { r.width += r.x; r.x = 0; }
    if (r.y < 0) { r.height += r.y; r.y = 0; }
    if (r.x + r.width > image->width) r.width = image->width - r.x;
    if (r.y + r.height > image->height) r.height = image->height - r.y;
    clipped[i] = r;
    if (r.width > 0 && r.height > 0) last = i;
  }
  if (last < 0) return 0;
  image->pending++;
  for (int i = 0; i <= last; i++) {
    mosaic_x11_rect r = clipped[i];
    if (r.width <= 0 || r.height <= 0) continue;
    // The server handles one connection's requests in order: the last one's completion event
    // says every one of them has been read.
    xcb_shm_put_image(
        image->connection, image->window, image->gc, (uint16_t)image->width,
        (uint16_t)(image->height + image->spare_rows), (uint16_t)r.x, (uint16_t)(r.y + first_row),
        (uint16_t)r.width, (uint16_t)r.height, (int16_t)r.x, (int16_t)r.y, image->depth,
        XCB_IMAGE_FORMAT_Z_PIXMAP, i == last ? 1 : 0, image->segment, 0);
  }
  xcb_flush(image->connection);
  return 0;
}

int mosaic_x11_image_pending(const mosaic_x11_image *image) { return image->pending; }

int mosaic_x11_image_read_window(mosaic_x11_image *image, unsigned int *out) {
  xcb_get_image_reply_t *shown = xcb_get_image_reply(
      image->connection,
      xcb_get_image(
          image->connection, XCB_IMAGE_FORMAT_Z_PIXMAP, image->window, 0, 0,
          (uint16_t)image->width, (uint16_t)image->height, UINT32_MAX),
      NULL);
  if (!shown) return -1;
  int length = xcb_get_image_data_length(shown);
  if (length < image->width * image->height * 4) {
    free(shown);
    return -1;
  }
  const uint8_t *data = xcb_get_image_data(shown);
  // Only the window's depth is its pixel (a 24-bit window's top byte means nothing).
  unsigned int mask = image->depth == 32 ? 0xffffffffu : 0xffffffu;
  for (int i = 0; i < image->width * image->height; i++) {
    const uint8_t *p = data + 4 * i;
    out[i] = ((unsigned int)p[0] | (unsigned int)p[1] << 8 | (unsigned int)p[2] << 16
              | (unsigned int)p[3] << 24)
             & mask;
  }
  free(shown);
  return 0;
}

void mosaic_x11_image_destroy(mosaic_x11_image *image) {
  if (!image) return;
  mosaic_x11_image_wait(image);
  xcb_shm_detach(image->connection, image->segment);
  xcb_free_gc(image->connection, image->gc);
  round_trip(image->connection);
  shmdt(image->pixels);
  xcb_disconnect(image->connection);
  free(image);
}
