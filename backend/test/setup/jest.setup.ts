// @nestjs/throttler and a few other Nest packages are still CommonJS: loading the ESM core first
// avoids "Cannot require() ES Module … in a cycle".
import 'reflect-metadata';
import '@nestjs/common';
import '@nestjs/core';
