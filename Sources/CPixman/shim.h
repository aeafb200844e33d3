#ifndef MOSAIC_CPIXMAN_SHIM_H
#define MOSAIC_CPIXMAN_SHIM_H
#include <pixman.h>
#endif
