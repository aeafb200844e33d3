#ifndef MOSAIC_CSDL2_SHIM_H
#define MOSAIC_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#endif
