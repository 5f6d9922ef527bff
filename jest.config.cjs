// `npm run test:unit`: unit, component and server tests of every package (browser tests are in e2e/).
const { availableParallelism } = require('node:os');
const { frontendProject } = require('./jest/project.cjs');

module.exports = {
  // one worker more than cores: jest's default leaves one core idle, and a component file waits on its timers part
  // of its time (the frontend run on 2 cores: 148 s with two workers, 137 s with three; the server's files on PGlite
  // took as long with four as with two, and npm test gives the PostgreSQL run two per core)
  maxWorkers: availableParallelism() + 1,
  // a worker that has grown past this (a server file's PGlite, a jsdom page) is replaced before the next file
  workerIdleMemoryLimit: '1GB',
  // a global option (ignored inside projects): PGlite's first load on a cold transform cache takes seconds,
  // and a server file's beforeAll (a database, every migration, the job queue) took over 30 s on a loaded machine
  testTimeout: 60000,
  projects: [
    frontendProject(`${__dirname}/shared-contracts`),
    // the engine's fixture set and scorers sit outside src, with the tests that run them
    { ...frontendProject(`${__dirname}/recipient-engine`), testMatch: ['<rootDir>/{src,fixtures}/**/*.test.ts'] },
    frontendProject(`${__dirname}/shared-kits`),
    frontendProject(`${__dirname}/host`),
    frontendProject(`${__dirname}/remote-storefront`),
    frontendProject(`${__dirname}/remote-purchase`),
    frontendProject(`${__dirname}/remote-usercenter`),
    frontendProject(`${__dirname}/remote-help`),
    frontendProject(`${__dirname}/remote-admin`),
    frontendProject(`${__dirname}/remote-supplier`),
    `${__dirname}/server/jest.config.cjs`,
  ],
};
