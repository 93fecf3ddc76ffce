import { checkModelOutput } from './output-check.js';
import { emergencyReply, refusalReply } from './replies.js';

describe('emergencyReply', () => {
  const reply = emergencyReply([
    { country: 'Malaysia', number: '999' },
    { country: 'Kenya', number: '999 or 112' },
  ]);

  it('tells the patient to seek emergency care now and lists the numbers', () => {
    expect(reply).toContain('seek emergency care now');
    expect(reply).toContain('Call your local emergency number now');
    expect(reply).toContain('nearest emergency department');
    expect(reply).toContain('- Malaysia: 999\n- Kenya: 999 or 112');
    expect(reply).toContain('We cannot help with emergencies in this chat');
  });

  it('still sends the patient to emergency care without any number on file', () => {
    const bare = emergencyReply([]);
    expect(bare).toContain('Call your local emergency number now');
    expect(bare).not.toContain('Emergency numbers:');
  });

  it('passes the output check', () => {
    expect(checkModelOutput(reply)).toEqual({ ok: true });
  });
});

describe('refusalReply', () => {
  it.each([
    ['diagnosis', "can't diagnose"],
    ['dose', "can't advise on medicines or doses"],
    ['prescription', "can't prescribe"],
  ] as const)('%s: refuses, and points to a doctor and a free consultation on our site', (kind, refusal) => {
    const reply = refusalReply(kind);
    expect(reply).toContain(refusal);
    expect(reply).toContain('talk to a doctor');
    expect(reply).toContain('free consultation');
    expect(reply).toContain('/contact');
    expect(reply).toContain('/dashboard');
    expect(checkModelOutput(reply)).toEqual({ ok: true });
  });
});
