#ifndef MOSAIC_X11_IMAGE_H
#define MOSAIC_X11_IMAGE_H

/// A window's pixels in X shared memory (MIT-SHM), presented with MIT-SHM PutImage from any row
/// of a buffer taller than the window: the frame may start `first_row` rows into it, so a
/// scroll can move where the frame starts instead of moving its pixels.
typedef struct mosaic_x11_image mosaic_x11_image;

/// A rectangle of the window, in device pixels.
typedef struct mosaic_x11_rect {
  int x, y, width, height;
} mosaic_x11_rect;

/// Creates shared pixels for `sdl_window` (an `SDL_Window *` on SDL's X11 driver) of
/// `width`×`height` pixels plus `spare_rows` rows, or returns NULL (with a reason in `why`,
/// at most `why_size` bytes) when the window is not on X11, the server has no MIT-SHM or
/// cannot attach the memory (a remote display), or its visual is not 32-bit xRGB.
mosaic_x11_image *mosaic_x11_image_create(
    void *sdl_window, int width, int height, int spare_rows, char *why, int why_size);

/// The first byte of the buffer, its bytes per row, and its size in pixels and rows.
void *mosaic_x11_image_pixels(const mosaic_x11_image *image);
int mosaic_x11_image_stride(const mosaic_x11_image *image);
int mosaic_x11_image_width(const mosaic_x11_image *image);
int mosaic_x11_image_height(const mosaic_x11_image *image);
int mosaic_x11_image_spare_rows(const mosaic_x11_image *image);

/// Shows `count` rectangles of the frame that starts `first_row` rows into the buffer and
/// returns without waiting: the server reads the pixels afterwards. Call
/// `mosaic_x11_image_wait` before drawing into the buffer again. Returns 0, or -1 when
/// `first_row` is outside the buffer.
int mosaic_x11_image_present(
    mosaic_x11_image *image, const mosaic_x11_rect *rects, int count, int first_row);

/// Returns once the server has read every frame presented so far (at once when it has).
void mosaic_x11_image_wait(mosaic_x11_image *image);

/// How many presented frames the server may still be reading.
int mosaic_x11_image_pending(const mosaic_x11_image *image);

/// Reads what the window shows on the server (width×height pixels, xRGB) into `out`.
/// Returns 0, or -1 when the server could not give them.
int mosaic_x11_image_read_window(mosaic_x11_image *image, unsigned int *out);

/// Releases the shared memory.
void mosaic_x11_image_destroy(mosaic_x11_image *image);

#endif
