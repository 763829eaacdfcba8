import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Docker is not on the machines that run the tests: these checks read the Dockerfile and compose.yaml as
// Docker would (compose's merge keys included) and hold them to what docs/deploy.md promises.
const root = path.resolve(import.meta.dirname, '..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

type Service = { image?: string; build?: unknown; environment?: Record<string, string>; secrets?: string[]; volumes?: string[]; healthcheck?: { disable?: boolean } };
type Compose = { services: Record<string, Service>; secrets: Record<string, { file: string }>; volumes: Record<string, unknown> };
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as Compose;

/** The arguments of each instruction of the runtime stage (after the last FROM), continued lines joined. */
function runtimeInstructions() {
  const stages = dockerfile.replace(/\\\n/g, ' ').split(/^FROM /m);
  const runtime = `FROM ${stages.at(-1)}`;
  return runtime
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [instruction, ...rest] = line.split(/\s+/);
      return { instruction, argument: rest.join(' ') };
    });
}

describe('the Dockerfile', () => {
  const instructions = runtimeInstructions();
  const argumentsOf = (name: string) => instructions.filter(({ instruction }) => instruction === name).map(({ argument }) => argument);
  const environment = argumentsOf('ENV').join(' ');

  it('builds the release package and runs it on node:20-slim as a user other than root', () => {
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/npm run release/);
    expect(argumentsOf('FROM')).toEqual(['node:20-slim']);
    expect(argumentsOf('USER')).toEqual(['node']);
    expect(argumentsOf('CMD')).toEqual(['["node", "server.mjs"]']);
  });

  it('exposes its PORT, keeps its DATA_DIR in a volume and checks its readiness', () => {
    const port = /PORT=(\d+)/.exec(environment)?.[1];
    const dataDir = /DATA_DIR=(\S+)/.exec(environment)?.[1];
    expect(argumentsOf('EXPOSE')).toEqual([port]);
    expect(argumentsOf('VOLUME')).toEqual([`["${dataDir}"]`]);
    expect(argumentsOf('HEALTHCHECK').join(' ')).toContain('/api/health/ready');
  });
});

describe('compose.yaml', () => {
  const { services } = compose;

  it('runs a web process and a worker of the image, with PostgreSQL and Redis', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'postgres', 'redis', 'worker']);
    expect(services.app.environment?.PROCESS_ROLE).toBe('web');
    expect(services.worker.environment?.PROCESS_ROLE).toBe('worker');
    for (const name of ['app', 'worker']) {
      const environment = services[name].environment ?? {};
      expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(environment.REDIS_URL).toBe('redis://redis:6379');
      expect(environment.TRUST_PROXY).toBeTruthy();
      expect(services[name].volumes).toContain(`parenthese-data:${/DATA_DIR=(\S+)/.exec(dockerfile)?.[1]}`);
    }
  });

  it('gives the secrets as files, each one declared, never as values', () => {
    for (const name of ['app', 'worker']) {
      const environment = services[name].environment ?? {};
      expect(environment).not.toHaveProperty('JWT_SECRET');
      expect(environment).not.toHaveProperty('DATA_ENCRYPTION_KEY');
      const secretFiles = Object.entries(environment).filter(([variable]) => variable.endsWith('_FILE'));
      expect(secretFiles.map(([variable]) => variable)).toEqual(expect.arrayContaining(['JWT_SECRET_FILE', 'DATA_ENCRYPTION_KEY_FILE']));
      for (const [, file] of secretFiles) {
        const secret = path.posix.basename(file);
        expect(file).toBe(`/run/secrets/${secret}`);
        expect(services[name].secrets).toContain(secret);
        expect(compose.secrets[secret]).toEqual({ file: `./secrets/${secret}` });
      }
    }
  });
});
