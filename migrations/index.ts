import * as migration_20261121_235906_initial from './20261121_235906_initial';
import * as migration_20261121_235907_extensions from './20261121_235907_extensions';

export const migrations = [
  {
    up: migration_20261121_235906_initial.up,
    down: migration_20261121_235906_initial.down,
    name: '20261121_235906_initial'
  },
  {
    up: migration_20261121_235907_extensions.up,
    down: migration_20261121_235907_extensions.down,
    name: '20261121_235907_extensions'
  },
];
