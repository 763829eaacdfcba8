// The backups' texts, without the maintenance schemas (contracts/maintenance.ts): the card carries no zod.
/** The maintenance card's backup texts (decision 0069), shared by the server's refusal and the card. */
export const backupMessages = {
  notConfigured: 'Sauvegardes non configurées (BACKUP_KEY absente)',
  none: 'Aucune sauvegarde',
  queued: 'Sauvegarde lancée : elle apparaîtra ici une fois écrite.',
  start: 'Lancer une sauvegarde',
} as const;
