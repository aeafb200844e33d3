#include "mosaic_x11_image.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/shm.h>

struct mosaic_x11_image {
  /// A connection of Mosaic's own, so that the server's completion events reach no one else
  /// (SDL's event loop reads SDL's connection).
  Display *display;
  Window window;
  int completion_type;
  /// Presentations whose completion event has not arrived yet.
  int pending;
  GC gc;
  XImage *image;
  XShmSegmentInfo segment;
  int width;
  int height;
  int spare_rows;
};

static int attach_failed;

static int note_attach_error(Display *display, XErrorEvent *event) {
  (void)display;
  (void)event;
  attach_failed = 1;
  return 0;
}

static void say(char *why, int why_size, const char *reason) {
  if (why && why_size > 0) snprintf(why, (size_t)why_size, "%s", reason);
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
  Window window = info.info.x11.window;
  Display *display = XOpenDisplay(DisplayString(info.info.x11.display));
  if (!display) {
    say(why, why_size, "a second connection to the X server failed");
    return NULL;
  }
  if (!XShmQueryExtension(display)) {
    say(why, why_size, "the X server has no MIT-SHM");
    XCloseDisplay(display);
    return NULL;
  }
  XWindowAttributes attributes;
  if (!XGetWindowAttributes(display, window, &attributes)) {
    say(why, why_size, "the window's attributes are unavailable");
    XCloseDisplay(display);
    return NULL;
  }
  Visual *visual = attributes.visual;
  if (attributes.depth != 24 && attributes.depth != 32) {
    say(why, why_size, "the window's depth is not 24 or 32 bits");
    XCloseDisplay(display);
    return NULL;
  }
  mosaic_x11_image *result = calloc(1, sizeof *result);
  if (!result) {
    XCloseDisplay(display);
    return NULL;
  }
  result->segment.shmid = -1;
  XImage *image = XShmCreateImage(
      display, visual, (unsigned)attributes.depth, ZPixmap, NULL, &result->segment,
      (unsigned)width, (unsigned)(height + spare_rows));
  if (!image) {
    say(why, why_size, "XShmCreateImage failed");
    free(result);
    XCloseDisplay(display);
    return NULL;
  }
  if (image->bits_per_pixel != 32 || image->red_mask != 0xff0000 || image->green_mask != 0xff00
      || image->blue_mask != 0xff || image->byte_order != LSBFirst) {
    say(why, why_size, "the window's visual is not 32-bit xRGB");
    XDestroyImage(image);
    free(result);
    XCloseDisplay(display);
    return NULL;
  }
  size_t size = (size_t)image->bytes_per_line * (size_t)(height + spare_rows);
  result->segment.shmid = shmget(IPC_PRIVATE, size, IPC_CREAT | 0600);
  if (result->segment.shmid < 0) {
    say(why, why_size, "shmget failed");
    XDestroyImage(image);
    free(result);
    XCloseDisplay(display);
    return NULL;
  }
  result->segment.shmaddr = shmat(result->segment.shmid, NULL, 0);
  // Removed now, the segment lives until both sides detach.
  shmctl(result->segment.shmid, IPC_RMID, NULL);
  if (result->segment.shmaddr == (char *)-1) {
    say(why, why_size, "shmat failed");
    XDestroyImage(image);
    free(result);
    XCloseDisplay(display);
    return NULL;
  }
  image->data = result->segment.shmaddr;
  result->segment.readOnly = False;
  XSync(display, False);
  attach_failed = 0;
  int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(note_attach_error);
  Status attached = XShmAttach(display, &result->segment);
  XSync(display, False);
  XSetErrorHandler(previous);
  if (!attached || attach_failed) {
    say(why, why_size, "the X server cannot attach shared memory (a remote display?)");
    shmdt(result->segment.shmaddr);
    image->data = NULL;
    XDestroyImage(image);
    free(result);
    XCloseDisplay(display);
    return NULL;
  }
  result->display = display;
  result->window = window;
  result->completion_type = XShmGetEventBase(display) + ShmCompletion;
  result->pending = 0;
  result->gc = XCreateGC(display, window, 0, NULL);
  result->image = image;
  result->width = width;
  result->height = height;
  result->spare_rows = spare_rows;
  return result;
}

void *mosaic_x11_image_pixels(const mosaic_x11_image *image) { return image->image->data; }
int mosaic_x11_image_stride(const mosaic_x11_image *image) { return image->image->bytes_per_line; }
int mosaic_x11_image_width(const mosaic_x11_image *image) { return image->width; }
int mosaic_x11_image_height(const mosaic_x11_image *image) { return image->height; }
int mosaic_x11_image_spare_rows(const mosaic_x11_image *image) { return image->spare_rows; }

static int is_completion(Display *display, XEvent *event, XPointer type) {
  (void)display;
  return event->type == *(int *)type;
}

void mosaic_x11_image_wait(mosaic_x11_image *image) {
  XEvent event;
  while (image->pending > 0) {
    if (XCheckIfEvent(image->display, &event, is_completion, (XPointer)&image->completion_type)) {
      image->pending--;
      continue;
    }
    struct pollfd descriptor = {.fd = ConnectionNumber(image->display), .events = POLLIN};
    // A server that reports an error instead (the window is gone) sends no completion: after
    // a while, a round trip makes sure every request has been handled.
    if (poll(&descriptor, 1, 100) <= 0) {
      XSync(image->display, False);
      while (XCheckIfEvent(
          image->display, &event, is_completion, (XPointer)&image->completion_type)) {
      }
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
    XShmPutImage(
        image->display, image->window, image->gc, image->image, r.x, r.y + first_row, r.x, r.y,
        (unsigned)r.width, (unsigned)r.height, i == last ? True : False);
  }
  XFlush(image->display);
  return 0;
}

int mosaic_x11_image_pending(const mosaic_x11_image *image) { return image->pending; }

int mosaic_x11_image_read_window(mosaic_x11_image *image, unsigned int *out) {
  XImage *shown = XGetImage(
      image->display, image->window, 0, 0, (unsigned)image->width, (unsigned)image->height,
      AllPlanes, ZPixmap);
  if (!shown) return -1;
  for (int y = 0; y < image->height; y++) {
    for (int x = 0; x < image->width; x++) {
      out[y * image->width + x] = (unsigned int)XGetPixel(shown, x, y);
    }
  }
  XDestroyImage(shown);
  return 0;
}

void mosaic_x11_image_destroy(mosaic_x11_image *image) {
  if (!image) return;
  mosaic_x11_image_wait(image);
  XShmDetach(image->display, &image->segment);
  XSync(image->display, False);
  shmdt(image->segment.shmaddr);
  image->image->data = NULL;
  XDestroyImage(image->image);
  XFreeGC(image->display, image->gc);
  XCloseDisplay(image->display);
  free(image);
}
