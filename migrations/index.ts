import * as migration_20261121_000000_extensions from './20261121_000000_extensions';
import * as migration_20261121_235906_initial from './20261121_235906_initial';

export const migrations = [
  {
    up: migration_20261121_000000_extensions.up,
    down: migration_20261121_000000_extensions.down,
    name: '20261121_000000_extensions'
  },
  {
    up: migration_20261121_235906_initial.up,
    down: migration_20261121_235906_initial.down,
    name: '20261121_235906_initial'
  },
];
