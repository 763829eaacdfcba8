import { describe, expect, it } from 'vitest';
import { auditLogQuerySchema } from '../contracts/admin-audit';
import { auditActionLabel, auditActionsLabelled, AUDIT_ACTION_LABELS, presentAuditDetails, UNKNOWN_AUDIT_ACTION_LABEL } from './audit-actions';

describe('audit action labels', () => {
  it('names each action in French, the sign-in email change included, and an unknown one with the fallback', () => {
    expect(auditActionLabel('account.locked')).toBe('Compte bloqué');
    expect(auditActionLabel('email-change.requested')).toBe("Changement d'email demandé");
    expect(auditActionLabel('email-change.confirmed')).toBe("Changement d'email confirmé");
    expect(auditActionLabel('email-change.refused')).toBe("Changement d'email refusé");
    expect(auditActionLabel('password-reset.requested')).toBe('Réinitialisation du mot de passe demandée');
    expect(auditActionLabel('rocket.launched')).toBe(UNKNOWN_AUDIT_ACTION_LABEL);
    // Not fooled by what every object has.
    expect(auditActionLabel('constructor')).toBe(UNKNOWN_AUDIT_ACTION_LABEL);
  });

  it('finds the actions whose label contains a search, case and accents aside', () => {
    expect(auditActionsLabelled('BLOQUE')).toEqual(['account.locked', 'account.unlocked']);
    expect(auditActionsLabelled('entreprise').sort()).toEqual(['company.created', 'company.deleted', 'company.updated']);
    expect(auditActionsLabelled('  ')).toEqual([]);
    expect(auditActionsLabelled('xyz')).toEqual([]);
  });

  it('has a label for every action the API writes', () => {
    // The actions of the admin modules, account lock, password reset and sign-in (grep recordAudit).
    for (const action of [
      'company.created',
      'employees.created',
      'doctor.deleted',
      'admin.updated',
      'bill.paid',
      'settings.consultation-price.updated',
      'mail.deleted',
      'contact-request.reopened',
      'sign-in.failed',
    ]) {
      expect(AUDIT_ACTION_LABELS[action], action).toBeTruthy();
    }
  });
});

describe('presentAuditDetails', () => {
  it('shows only the allowed details of the action, in French and in order', () => {
    expect(presentAuditDetails('company.updated', { creditsDelta: 5, employeeAmountMax: 2, locked: true, reportMailEnabled: false })).toEqual([
      { label: 'Crédits ajoutés ou retirés', value: '+5' },
      { label: 'Consultations maximales', value: '2' },
      { label: 'Bloquée', value: 'oui' },
      { label: 'Rapport mensuel envoyé', value: 'non' },
    ]);
    expect(presentAuditDetails('company.updated', { creditsDelta: -3 })).toEqual([{ label: 'Crédits ajoutés ou retirés', value: '-3' }]);
    expect(presentAuditDetails('admin.created', { adminRole: 'TECH' })).toEqual([{ label: 'Rôle', value: 'TECH' }]);
    expect(presentAuditDetails('bill.paid', { month: '2026-03', amountCents: 224000 })).toEqual([
      { label: 'Mois', value: 'Mars 2026' },
      { label: 'Montant', value: expect.stringMatching(/^2\s240\s€$/) },
    ]);
    expect(presentAuditDetails('settings.consultation-price.updated', { previousCents: 8000, cents: 8050 }).map((detail) => detail.value)).toEqual([
      expect.stringMatching(/^80\s€$/),
      expect.stringMatching(/^80,50\s€$/),
    ]);
  });

  it('never shows a key the action does not allow, nor a value of the wrong kind', () => {
    // An address kept for the security team, and anything a later caller might add.
    expect(presentAuditDetails('password-reset.requested', { clientAddress: '203.0.113.7' })).toEqual([]);
    expect(presentAuditDetails('sign-in.failed', { clientAddress: '203.0.113.7' })).toEqual([]);
    expect(presentAuditDetails('company.created', { companyName: 'Alpha', creditsAmount: 10, email: 'rh@alpha.fr', link: 'https://x' })).toEqual([
      { label: 'Entreprise', value: 'Alpha' },
      { label: 'Crédits', value: '10' },
    ]);
    expect(presentAuditDetails('admin.created', { adminRole: '<script>' })).toEqual([]);
    expect(presentAuditDetails('company.updated', { creditsDelta: '5', locked: 'true' })).toEqual([]);
    expect(presentAuditDetails('bill.paid', { month: 'mars' })).toEqual([]);
    expect(presentAuditDetails('unknown.action', { count: 3 })).toEqual([]);
    expect(presentAuditDetails('company.created', null)).toEqual([]);
  });
});

describe('auditLogQuerySchema', () => {
  it('takes an administrator id and a record id, empty ones filtering nothing, and refuses a malformed administrator', () => {
    const actorId = '3f0c2a52-6f0e-4d4b-9c61-2b8f6e6d1a10';
    expect(auditLogQuerySchema.parse({ actorId, targetId: ' abc ' })).toMatchObject({ actorId, targetId: 'abc', page: 1, pageSize: 20, search: '' });
    expect(auditLogQuerySchema.parse({ actorId: '', targetId: '' })).toMatchObject({ actorId: '', targetId: '' });
    const refused = auditLogQuerySchema.safeParse({ actorId: 'admin' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('Administrateur inconnu');
    expect(auditLogQuerySchema.safeParse({ targetId: 'x'.repeat(101) }).success).toBe(false);
  });
});
