import { addressRefusal, checkSourceUrl, parseHost, refusedRange } from './target-policy.js';

describe('refusedRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'reserved|benchmarking'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:a00:1::', '6to4'],
    ['2001:db8::1', 'reserved'],
  ])('%s is refused (%s)', (address, range) => {
    expect(refusedRange(address)).toMatch(new RegExp(`^(${range})$`));
  });

  // Issue 51: private IPv4 space in IPv6 form, every spelling of it (the URL parser and DNS answers write `::a9fe:a9fe`).
  it.each([
    ['::a9fe:a9fe', 'ipv4Compatible'], // [::169.254.169.254]
    ['::7f00:1', 'ipv4Compatible'], // [::127.0.0.1]
    ['::a00:1', 'ipv4Compatible'], // [::10.0.0.1]
    ['::808:808', 'ipv4Compatible'], // deprecated whatever it carries
    ['::2', 'ipv4Compatible'],
    ['::169.254.169.254', 'linkLocal'], // ipaddr.js reads this spelling as IPv4-mapped
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:0:a9fe:a9fe', 'rfc6145'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052'],
    ['64:ff9b::808:808', 'rfc6052'],
    ['64:ff9b:1::a9fe:a9fe', 'rfc6052'],
    ['2002:a9fe:a9fe::', '6to4'],
    ['2002:c0a8:101::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['fec0::1', 'deprecatedSiteLocal'],
  ])('%s, IPv4 space in IPv6 form or a special range, is refused (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:93.184.216.34'])('%s is public', (address) => {
    expect(refusedRange(address)).toBeNull();
  });
});

describe('addressRefusal', () => {
  it('allows public addresses on 80 and 443 only', () => {
    expect(addressRefusal('93.184.216.34', 443)).toBeNull();
    expect(addressRefusal('93.184.216.34', 80)).toBeNull();
    expect(addressRefusal('93.184.216.34', 8080)).toMatch(/Port 8080 is not allowed/);
  });

  it('lets a test reach only the loopback ports of its allowance', () => {
    const allowance = { loopbackPorts: [4100] };
    expect(addressRefusal('127.0.0.1', 4100, allowance)).toBeNull();
    expect(addressRefusal('::ffff:127.0.0.1', 4100, allowance)).toBeNull();
    expect(addressRefusal('127.0.0.1', 4101, allowance)).toMatch(/Port 4101/);
    expect(addressRefusal('127.0.0.2', 4100, allowance)).toMatch(/Port 4100/);
    expect(addressRefusal('::1', 4100, allowance)).toMatch(/Port 4100/);
    expect(addressRefusal('127.0.0.1', 80, allowance)).toMatch(/loopback/);
    expect(addressRefusal('10.0.0.1', 4100, allowance)).toMatch(/Port 4100/);
    expect(addressRefusal('10.0.0.1', 80, allowance)).toMatch(/private/);
  });
});

describe('checkSourceUrl and IPv4 in IPv6 form', () => {
  it.each([
    ['http://[::169.254.169.254]/latest/meta-data/', /IPv4-compatible/],
    ['http://[::127.0.0.1]/', /IPv4-compatible/],
    ['http://[::ffff:169.254.169.254]/', /link-local/],
    ['http://[::ffff:10.0.0.1]/', /private address/],
    ['http://[64:ff9b::169.254.169.254]/', /NAT64/],
    ['http://[2002:a9fe:a9fe::1]/', /6to4/],
  ])('refuses %s', (url, reason) => {
    const check = checkSourceUrl(url);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toMatch(reason);
  });
});

describe('parseHost', () => {
  it('reads IP literals of URLs, IPv6 in brackets', () => {
    expect(parseHost(new URL('http://2130706433/').hostname)).toEqual({ host: '127.0.0.1', address: '127.0.0.1' });
    expect(parseHost(new URL('http://[::ffff:7f00:1]/').hostname)).toEqual({ host: '::ffff:7f00:1', address: '::ffff:7f00:1' });
    expect(parseHost('Example.COM')).toEqual({ host: 'example.com', address: null });
  });
});

describe('checkSourceUrl', () => {
  it('accepts public http and https URLs and drops the fragment', () => {
    const check = checkSourceUrl(' https://www.example-hospital.com/reviews?page=2#top ');
    expect(check).toMatchObject({ ok: true, port: 443, host: { host: 'www.example-hospital.com', address: null } });
    expect(check.ok && check.url.toString()).toBe('https://www.example-hospital.com/reviews?page=2');
    expect(checkSourceUrl('http://93.184.216.34/').ok).toBe(true);
  });

  it.each([
    ['not a url', /must be a URL/],
    ['file:///etc/passwd', /"file" scheme is not allowed/],
    ['data:text/html,<p>hi</p>', /"data" scheme/],
    ['javascript:alert(1)', /"javascript" scheme/],
    ['ftp://example.com/file', /"ftp" scheme/],
    ['gopher://example.com/', /"gopher" scheme/],
    ['https://example.com:8443/', /Port 8443/],
    ['http://example.com:22/', /Port 22/],
    ['http://user:secret@example.com/', /user name or password/],
    ['http://127.0.0.1/', /loopback/],
    ['http://2130706433/', /127\.0\.0\.1 is a loopback/],
    ['http://0x7f.1/', /127\.0\.0\.1 is a loopback/],
    ['http://017700000001/', /127\.0\.0\.1 is a loopback/],
    ['http://0177.0.0.1/', /loopback/],
    ['http://127.1/', /loopback/],
    ['http://[::1]/', /loopback/],
    ['http://[::ffff:127.0.0.1]/', /loopback/],
    ['http://[::ffff:a9fe:a9fe]/', /link-local/],
    ['http://169.254.169.254/latest/meta-data/', /link-local/],
    ['http://10.0.0.1/', /private/],
    ['http://0.0.0.0/', /unspecified/],
    ['http://100.64.1.1/', /carrier-grade/],
    ['http://[fd00::1]/', /unique-local/],
    ['http://localhost/', /this machine/],
    ['http://api.localhost/', /this machine/],
    ['http://intranet/', /not a public host name/],
  ])('refuses %s', (url, reason) => {
    const check = checkSourceUrl(url);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.reason).toMatch(reason);
  });
});
