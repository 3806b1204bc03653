import { describe, expect, it } from 'vitest';
import { installedBrotliModules, type NginxSettings, nginxConfig } from './nginx-config';

const settings: NginxSettings = {
  listenHost: '0.0.0.0',
  listenPort: 3000,
  upstreamPorts: [3001, 3002, 3003],
  webRoot: '/srv/homestay/dist/web',
  stateDir: '/srv/homestay/data/nginx',
  brotliModules: [],
  maxOpenFiles: 20_000,
  upstreamHeader: false,
};

describe('the generated nginx configuration', () => {
  it('balances over every process, by fewest connections', () => {
    const config = nginxConfig(settings);
    expect(config).toContain('least_conn;');
    for (const port of [3001, 3002, 3003])
      expect(config).toContain(`server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`);
    expect(config).toContain('listen 0.0.0.0:3000;');
  });

  it('marks a draining process down and only that one', () => {
    const config = nginxConfig({ ...settings, drainingPorts: [3002] });
    expect(config).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=2s down;');
    expect(config).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;');
  });

  it('upgrades /api/realtime to a WebSocket, with an hour of read time', () => {
    const realtime = nginxConfig(settings).split('location = /api/realtime {')[1]?.split('}')[0];
    expect(realtime).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(realtime).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(realtime).toContain('proxy_read_timeout 1h;');
  });

  it('serves hashed assets from dist/web for a year, with their gzip twins', () => {
    const assets = nginxConfig(settings).split('location /assets/ {')[1]?.split('}')[0];
    expect(assets).toContain('root /srv/homestay/dist/web;');
    expect(assets).toContain('gzip_static on;');
    expect(assets).toContain('max-age=31536000, immutable');
    expect(assets).not.toContain('brotli_static');
  });

  it('loads and uses brotli only when the modules are installed', () => {
    const modules = installedBrotliModules(() => true);
    expect(modules).toHaveLength(2);
    const config = nginxConfig({ ...settings, brotliModules: modules });
    expect(config).toContain(`load_module ${modules[0]};`);
    expect(config).toContain('brotli_static on;');
    expect(installedBrotliModules(() => false)).toEqual([]);
  });

  it('keeps its workers within the open-file limit and names no upstream unless asked', () => {
    const config = nginxConfig(settings);
    expect(config).toContain('worker_rlimit_nofile 20000;');
    expect(config).toContain('worker_connections 10000;');
    expect(config).not.toContain('X-Homestay-Upstream');
    expect(nginxConfig({ ...settings, upstreamHeader: true })).toContain(
      'add_header X-Homestay-Upstream $upstream_addr always;',
    );
  });
});
