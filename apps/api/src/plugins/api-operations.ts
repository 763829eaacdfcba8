/**
 * What the API document says of each operation that its route declaration does not: a stable
 * `operationId` (camelCase, the name a generated client calls), a French `summary`, and the error
 * answers its service can give beyond those every operation of its kind gets (see `errorStatusesOf`
 * in api-document.ts). Keyed like the authorisation matrix, by method and route pattern;
 * `api-document.test.ts` fails for a route without an entry and for an entry without a route.
 */
export type ApiOperation = {
  operationId: string;
  summary: string;
  /** Error answers of the service: 404 without a path parameter, 409, 410, and 401/403 on a public route. */
  errors?: readonly (401 | 403 | 404 | 409 | 410)[];
};

export const API_OPERATIONS: Record<string, ApiOperation> = {
  // Health, public facts. GET /metrics (decision 0068) has no entry: it is outside /api like POST /contact,
  // with its own token and a text answer, and hidden from this document of the JSON API.
  'GET /api/health': { operationId: 'getHealth', summary: 'Le processus répond' },
  'GET /api/health/ready': { operationId: 'getReadiness', summary: 'Le serveur peut répondre (base de données joignable)' },
  'GET /api/public/config': { operationId: 'getPublicConfig', summary: 'Réglages publics de la page d’accueil' },
  'GET /api/legal/facts': { operationId: 'getLegalFacts', summary: 'Faits affichés par les pages légales' },

  // Sign-in, sessions, account
  'POST /api/token/create': { operationId: 'createToken', summary: 'Se connecter (identifiant ou email et mot de passe)', errors: [401, 403] },
  'GET /api/token/check': { operationId: 'checkToken', summary: 'Vérifier que la session est toujours acceptée' },
  'POST /api/token/revoke': { operationId: 'revokeToken', summary: 'Se déconnecter (la session prend fin partout)' },
  'POST /api/token/second-factor': { operationId: 'createTokenWithSecondFactor', summary: 'Se connecter : code du second facteur', errors: [401, 403, 409] },
  'POST /api/token/second-factor/enrolment': { operationId: 'startSignInSecondFactorEnrolment', summary: 'Se connecter : commencer l’activation du second facteur', errors: [401, 409] },
  'POST /api/token/second-factor/enrolment/confirm': {
    operationId: 'confirmSignInSecondFactorEnrolment',
    summary: 'Se connecter : confirmer l’activation du second facteur',
    errors: [401, 403, 409],
  },
  'POST /api/account/first/connection': { operationId: 'completeFirstConnection', summary: 'Première connexion : email et nouveau mot de passe', errors: [409] },
  'GET /api/account/second-factor': { operationId: 'getSecondFactorStatus', summary: 'État du second facteur du compte' },
  'POST /api/account/second-factor/enrolment': { operationId: 'startSecondFactorEnrolment', summary: 'Commencer l’activation du second facteur', errors: [409] },
  'POST /api/account/second-factor/enrolment/confirm': { operationId: 'confirmSecondFactorEnrolment', summary: 'Confirmer l’activation du second facteur', errors: [409] },
  'POST /api/account/second-factor/recovery-codes': { operationId: 'renewRecoveryCodes', summary: 'Renouveler les codes de secours', errors: [409] },
  'POST /api/account/second-factor/disable': { operationId: 'disableSecondFactor', summary: 'Désactiver le second facteur', errors: [409] },
  'POST /api/admin/accounts/:userId/second-factor/reset': {
    operationId: 'requestSecondFactorReset',
    summary: 'Demander la réinitialisation du second facteur d’un compte (approbation d’un second administrateur TECH)',
    errors: [409],
  },
  'GET /api/admin/second-factor-resets': { operationId: 'listSecondFactorResetRequests', summary: 'Demandes de réinitialisation du second facteur en attente' },
  'POST /api/admin/second-factor-resets/:requestId/approve': { operationId: 'approveSecondFactorReset', summary: 'Approuver une réinitialisation du second facteur', errors: [409] },
  'POST /api/admin/second-factor-resets/:requestId/cancel': { operationId: 'cancelSecondFactorReset', summary: 'Annuler une demande de réinitialisation du second facteur', errors: [409] },
  'POST /api/account/second-factor-reset/refuse/:resetToken': { operationId: 'refuseSecondFactorReset', summary: 'Refuser la réinitialisation de son second facteur (lien reçu par email)' },
  'POST /api/account/password/reset/request': { operationId: 'requestPasswordReset', summary: 'Demander un lien de réinitialisation du mot de passe' },
  'GET /api/account/password/reset/check/:resetToken': { operationId: 'checkPasswordResetLink', summary: 'Vérifier un lien de réinitialisation du mot de passe' },
  'POST /api/account/password/reset/confirm/:resetToken': { operationId: 'confirmPasswordReset', summary: 'Choisir un nouveau mot de passe par le lien reçu', errors: [409] },
  'POST /api/account/email-change/confirm/:emailChangeToken': { operationId: 'confirmEmailChange', summary: 'Confirmer le changement d’adresse email', errors: [409] },
  'POST /api/account/contact-email/confirm/:contactEmailToken': { operationId: 'confirmContactEmail', summary: 'Confirmer son adresse personnelle pour les messages' },
  'POST /api/account/email-change/refuse/:emailChangeToken': { operationId: 'refuseEmailChange', summary: 'Refuser le changement d’adresse email' },
  'POST /api/account/email-change/undo/:emailChangeToken': { operationId: 'undoEmailChange', summary: 'Annuler un changement d’adresse email effectué (depuis l’ancienne adresse)', errors: [409] },
  'GET /api/account/email-change/proposal': { operationId: 'getEmailChangeProposal', summary: 'Consulter la proposition de changement d’adresse d’un administrateur' },
  'POST /api/account/email-change/proposal/accept': { operationId: 'acceptEmailChangeProposal', summary: 'Accepter la proposition de changement d’adresse (mot de passe et code)', errors: [409] },
  'POST /api/account/email-change/proposal/decline': { operationId: 'declineEmailChangeProposal', summary: 'Décliner la proposition de changement d’adresse', errors: [409] },
  'POST /api/account/email-change/request': { operationId: 'requestOwnEmailChange', summary: 'Changer sa propre adresse de connexion (mot de passe et code)', errors: [409] },
  'GET /api/account/invitation/check/:invitationToken': { operationId: 'checkInvitation', summary: 'Vérifier un lien d’invitation' },
  'POST /api/account/invitation/accept/:invitationToken': { operationId: 'acceptInvitation', summary: 'Accepter une invitation et choisir son mot de passe', errors: [403, 409] },
  'POST /api/account/lock/toggle': { operationId: 'toggleAccountLock', summary: 'Bloquer ou débloquer un compte', errors: [404] },
  'GET /api/account/sessions': { operationId: 'listSessions', summary: 'Sessions ouvertes du compte' },
  'DELETE /api/account/sessions/:sessionId': { operationId: 'endSession', summary: 'Mettre fin à une autre session' },
  'POST /api/account/sessions/end-others': { operationId: 'endOtherSessions', summary: 'Mettre fin à toutes les autres sessions' },

  // Demonstration requests
  'POST /api/contact/request': { operationId: 'requestDemonstration', summary: 'Demander une démonstration' },
  'GET /api/admin/contact-requests': { operationId: 'listContactRequests', summary: 'Demandes de démonstration' },
  'POST /api/admin/contact-requests/:id/handled': { operationId: 'setContactRequestHandled', summary: 'Marquer une demande de démonstration comme traitée ou non' },

  // Back office: mails, maintenance, audit, settings
  'GET /api/admin/mails': { operationId: 'listMails', summary: 'Mails de la boîte d’envoi' },
  'POST /api/admin/mails/:id/send': { operationId: 'sendMail', summary: 'Envoyer ou renvoyer un mail', errors: [409] },
  'PUT /api/admin/mails/:id': { operationId: 'updateMail', summary: 'Modifier un brouillon de mail', errors: [409] },
  'DELETE /api/admin/mails/:id': { operationId: 'deleteMail', summary: 'Supprimer un brouillon de mail', errors: [409] },
  'GET /api/admin/maintenance': { operationId: 'getMaintenanceReport', summary: 'État de la maintenance système' },
  'POST /api/admin/maintenance/backups': { operationId: 'startDatabaseBackup', summary: 'Lancer une sauvegarde de la base et des fichiers', errors: [409] },
  'GET /api/admin/audit': { operationId: 'listAuditLog', summary: 'Journal d’audit des actions du personnel' },
  'GET /api/admin/settings': { operationId: 'getSettings', summary: 'Réglages en vigueur de la plateforme' },
  'PUT /api/admin/settings/consultation-price': { operationId: 'setConsultationPrice', summary: 'Fixer le prix d’une consultation' },

  // Back office: administrators
  'GET /api/admin/admins/get/me': { operationId: 'getCurrentAdmin', summary: 'L’administrateur connecté' },
  'GET /api/admin/admins/get/all': { operationId: 'listAdmins', summary: 'Administrateurs' },
  'POST /api/admin/admins/create': { operationId: 'createAdmin', summary: 'Créer un administrateur', errors: [409] },
  'PUT /api/admin/admins/update/:id': { operationId: 'updateAdmin', summary: 'Modifier un administrateur', errors: [409] },
  'POST /api/admin/admins/:id/invitation/resend': { operationId: 'resendAdminInvitation', summary: 'Renvoyer l’invitation d’un administrateur', errors: [409] },
  'POST /api/admin/admins/:id/tech-approval/approve': { operationId: 'approveTechRole', summary: 'Approuver le rôle TECH d’un administrateur (second administrateur TECH)', errors: [403, 409] },
  'DELETE /api/admin/admins/delete/:id': { operationId: 'deleteAdmin', summary: 'Supprimer un administrateur', errors: [409] },

  // Back office: billing
  'GET /api/admin/doctors/:id/bills': { operationId: 'getDoctorBilling', summary: 'Factures mensuelles d’un psychologue' },
  'POST /api/admin/doctors/:id/bills/:month/document': { operationId: 'uploadBillDocument', summary: 'Déposer la facture d’un mois', errors: [409] },
  'GET /api/admin/doctors/:id/bills/:month/document': { operationId: 'downloadBillDocument', summary: 'Télécharger la facture d’un mois' },
  'POST /api/admin/doctors/:id/bills/:month/validate': { operationId: 'validateBill', summary: 'Clôturer la facture d’un mois', errors: [409] },
  'POST /api/admin/doctors/:id/bills/:month/pay': { operationId: 'payBill', summary: 'Marquer la facture d’un mois comme payée', errors: [409] },

  // Back office: companies and their employees
  'GET /api/admin/companies/get/all': { operationId: 'listCompanies', summary: 'Entreprises clientes' },
  'GET /api/admin/companies/get/:companyId': { operationId: 'getCompany', summary: 'Une entreprise cliente' },
  'GET /api/admin/companies/report/:companyId': { operationId: 'getCompanyReport', summary: 'Rapport d’utilisation d’une entreprise' },
  'POST /api/admin/companies/create': { operationId: 'createCompany', summary: 'Créer une entreprise cliente', errors: [409] },
  'POST /api/admin/companies/update/:companyId': { operationId: 'updateCompany', summary: 'Modifier une entreprise cliente', errors: [409] },
  'DELETE /api/admin/companies/delete/:companyId': { operationId: 'deleteCompany', summary: 'Supprimer une entreprise cliente', errors: [409] },
  'GET /api/admin/companies/:companyId/employees/get/all': { operationId: 'listEmployees', summary: 'Salariés d’une entreprise' },
  'POST /api/admin/companies/:companyId/employees/create/V2': { operationId: 'createEmployees', summary: 'Créer des salariés', errors: [409] },
  'PUT /api/admin/companies/:companyId/employees/update/:employeeId': { operationId: 'updateEmployee', summary: 'Modifier un salarié', errors: [409] },
  'POST /api/admin/companies/:companyId/employees/:employeeId/temporary-password': {
    operationId: 'issueEmployeeTemporaryPassword',
    summary: 'Nouveau mot de passe temporaire d’un salarié',
    errors: [409],
  },
  'POST /api/admin/companies/:companyId/employees/:employeeId/temporary-password/reveal': {
    operationId: 'revealEmployeeTemporaryPassword',
    summary: 'Afficher le mot de passe temporaire d’un salarié (journalisé)',
    errors: [409],
  },
  'POST /api/admin/companies/:companyId/employees/temporary-passwords/export': {
    operationId: 'exportEmployeeTemporaryPasswords',
    summary: 'Mots de passe temporaires des salariés pour l’export (journalisé)',
  },
  'POST /api/admin/companies/:companyId/employees/export/xlsx': {
    operationId: 'exportEmployeesXlsx',
    summary: 'Exporter les salariés en Excel (.xlsx), mots de passe temporaires compris (journalisé)',
    errors: [409],
  },
  'POST /api/admin/companies/:companyId/employees/:employeeId/invitation/resend': { operationId: 'resendEmployeeInvitation', summary: 'Renvoyer l’invitation d’un salarié', errors: [409] },
  'DELETE /api/admin/companies/:companyId/employees/delete/:employeeId': { operationId: 'deleteEmployee', summary: 'Supprimer un salarié', errors: [409] },
  'POST /api/admin/companies/:companyId/employee-imports': { operationId: 'startEmployeeImport', summary: 'Lancer l’import CSV de salariés', errors: [409] },
  'POST /api/admin/companies/:companyId/employee-imports/check': { operationId: 'checkEmployeeImport', summary: 'Vérifier les lignes d’un import CSV', errors: [409] },
  'POST /api/admin/companies/:companyId/employee-imports/xlsx-rows': { operationId: 'readEmployeeSpreadsheetRows', summary: 'Lire les lignes d’un classeur Excel (.xlsx) à importer' },
  'GET /api/admin/companies/:companyId/employee-imports/latest': { operationId: 'getLatestEmployeeImport', summary: 'Dernier import CSV d’une entreprise' },
  'GET /api/admin/companies/:companyId/employee-imports/:importId': { operationId: 'getEmployeeImport', summary: 'Avancement d’un import CSV' },
  'POST /api/admin/companies/:companyId/employee-imports/:importId/summary': {
    operationId: 'takeEmployeeImportSummary',
    summary: 'Télécharger (une fois) le récapitulatif d’un import CSV',
    errors: [409, 410],
  },

  // Back office: psychologists
  'GET /api/admin/doctors/get/all': { operationId: 'listDoctors', summary: 'Psychologues' },
  'GET /api/admin/doctors/:id/credits/load': { operationId: 'getDoctorCredits', summary: 'Consultations d’un psychologue par mois' },
  'POST /api/admin/doctors/create': { operationId: 'createDoctor', summary: 'Créer un psychologue', errors: [409] },
  'PUT /api/admin/doctors/update/:id': { operationId: 'updateDoctor', summary: 'Modifier un psychologue', errors: [409] },
  'POST /api/admin/doctors/:id/invitation/resend': { operationId: 'resendDoctorInvitation', summary: 'Renvoyer l’invitation d’un psychologue', errors: [409] },
  'DELETE /api/admin/doctors/delete/:id': { operationId: 'deleteDoctor', summary: 'Supprimer un psychologue', errors: [409] },

  // Psychologists
  'GET /api/doctor/account/details': { operationId: 'getDoctorAccount', summary: 'Profil du psychologue connecté', errors: [404] },
  'POST /api/doctor/account/details/update': { operationId: 'updateDoctorAccount', summary: 'Modifier son profil de psychologue', errors: [404, 409] },
  'GET /api/doctor/meetings/awaiting': { operationId: 'listAwaitingConsultations', summary: 'Réservations en attente de réponse' },
  'POST /api/doctor/meetings/:id/accept': { operationId: 'acceptConsultation', summary: 'Accepter une réservation', errors: [409] },
  'POST /api/doctor/meetings/:id/refuse': { operationId: 'refuseConsultation', summary: 'Refuser une réservation', errors: [409] },
  'POST /api/doctor/meetings/:id/cancel': { operationId: 'cancelConsultationAsDoctor', summary: 'Annuler un rendez-vous accepté', errors: [409] },
  'POST /api/doctor/meetings/:id/no-show': { operationId: 'markEmployeeNoShow', summary: 'Signaler que le salarié ne s’est pas présenté', errors: [409] },
  'GET /api/doctor/meetings/:id/follow-up': { operationId: 'getFollowUpOptions', summary: 'Heures libres à proposer en suivi, et la proposition en cours', errors: [409] },
  'POST /api/doctor/meetings/:id/follow-up': { operationId: 'proposeFollowUp', summary: 'Proposer un suivi : 1 à 3 heures libres réservées à la personne', errors: [409] },
  'GET /api/doctor/calendar-feed': { operationId: 'getCalendarFeed', summary: 'État de l’adresse d’abonnement à l’agenda' },
  'POST /api/doctor/calendar-feed': { operationId: 'createCalendarFeed', summary: 'Créer une adresse d’abonnement à l’agenda' },
  'DELETE /api/doctor/calendar-feed': { operationId: 'endCalendarFeed', summary: 'Désactiver l’adresse d’abonnement à l’agenda' },
  'GET /api/doctor/presentation': { operationId: 'getOwnPresentation', summary: 'Présentation du psychologue aux salariés' },
  'PUT /api/doctor/presentation': { operationId: 'savePresentation', summary: 'Écrire ou modifier sa présentation aux salariés' },
  'DELETE /api/doctor/presentation': { operationId: 'withdrawPresentation', summary: 'Retirer sa présentation aux salariés' },
  'GET /api/calendar/:token.ics': { operationId: 'getCalendarFeedFile', summary: 'Agenda d’un psychologue (fichier iCalendar, par son adresse secrète)' },
  'POST /api/planning/load': { operationId: 'loadPlanningWeek', summary: 'Disponibilités et rendez-vous d’une semaine' },
  'PUT /api/planning/update/v2': { operationId: 'updatePlanningWeek', summary: 'Modifier les disponibilités d’une semaine', errors: [404, 409] },
  'POST /api/planning/copy-week': { operationId: 'copyPlanningWeek', summary: 'Appliquer une semaine à plusieurs semaines', errors: [409] },
  'GET /api/planning/standing-week': { operationId: 'getStandingWeek', summary: 'Lire sa semaine type' },
  'PUT /api/planning/standing-week': { operationId: 'saveStandingWeek', summary: 'Enregistrer, activer ou désactiver sa semaine type' },
  'POST /api/planning/absences/preview': { operationId: 'previewAbsence', summary: 'Ce qu’une absence annulerait (heures des rendez-vous, créneaux libres)', errors: [409] },
  'POST /api/planning/absences': { operationId: 'addAbsence', summary: 'Ajouter une absence (annule les rendez-vous qu’elle couvre)', errors: [409] },
  'GET /api/planning/absences': { operationId: 'listAbsences', summary: 'Absences en cours et à venir' },
  'DELETE /api/planning/absences/:absenceId': { operationId: 'removeAbsence', summary: 'Supprimer une absence' },
  'GET /api/planning/public-holidays': { operationId: 'listPublicHolidays', summary: 'Jours fériés d’une année, ouverts ou fermés' },
  'PUT /api/planning/public-holidays/open': { operationId: 'openPublicHoliday', summary: 'Ouvrir un jour férié aux créneaux' },
  'PUT /api/planning/public-holidays/close': { operationId: 'closePublicHoliday', summary: 'Fermer à nouveau un jour férié' },

  // Employee service
  'GET /api/employee-service/employee/account/details': { operationId: 'getEmployeeAccount', summary: 'Profil et crédits du salarié connecté', errors: [404] },
  'POST /api/employee-service/employee/account/details/update': { operationId: 'updateEmployeeAccount', summary: 'Modifier son profil de salarié', errors: [404, 409] },
  'GET /api/employee-service/employee/account/mail-preferences': { operationId: 'getMailPreferences', summary: 'Adresse et objets de ses messages' },
  'PUT /api/employee-service/employee/account/mail-preferences': { operationId: 'updateMailPreferences', summary: 'Choisir l’adresse et les objets de ses messages' },
  'POST /api/employee-service/meeting/find': { operationId: 'findSlots', summary: 'Chercher des créneaux disponibles', errors: [404] },
  'POST /api/employee-service/meeting/create': { operationId: 'bookConsultation', summary: 'Réserver une consultation', errors: [404, 409] },
  'GET /api/employee-service/meeting/load': { operationId: 'listConsultations', summary: 'Consultations du salarié connecté' },
  'GET /api/employee-service/psychologists': { operationId: 'listPsychologistChoices', summary: 'Psychologues présentés d’une catégorie et d’un mode (« Choisir ma psychologue »)' },
  'POST /api/employee-service/meeting/:id/cancel': { operationId: 'cancelConsultation', summary: 'Annuler une consultation', errors: [409] },
  'POST /api/employee-service/meeting/:id/move/find': { operationId: 'findMoveSlots', summary: 'Chercher les heures libres où déplacer un rendez-vous', errors: [404, 409] },
  'POST /api/employee-service/meeting/:id/move': { operationId: 'moveConsultation', summary: 'Déplacer un rendez-vous', errors: [404, 409] },
  'GET /api/employee-service/meeting/:id/continue': { operationId: 'loadCareContinuation', summary: 'Reprendre rendez-vous avec la même personne : catégorie et modes proposés', errors: [404, 409] },
  'POST /api/employee-service/meeting/:id/continue/find': { operationId: 'findCareContinuationSlots', summary: 'Chercher les heures libres de la même personne', errors: [404, 409] },
  'POST /api/employee-service/meeting/:id/rate': { operationId: 'rateConsultation', summary: 'Noter une consultation passée', errors: [409] },
  'POST /api/employee-service/meeting/:id/no-show': { operationId: 'reportDoctorNoShow', summary: 'Signaler qu’un rendez-vous n’a pas eu lieu (personne ne s’est présenté)', errors: [409] },
  'GET /api/employee-service/waiting-list': { operationId: 'listWaitingList', summary: 'Ses demandes d’alerte de créneau libéré' },
  'POST /api/employee-service/waiting-list': { operationId: 'joinWaitingList', summary: 'Demander à être prévenu quand un créneau se libère', errors: [409] },
  'POST /api/employee-service/waiting-list/:id/cancel': { operationId: 'leaveWaitingList', summary: 'Annuler une demande d’alerte de créneau libéré', errors: [404] },
  'POST /api/employee-service/waiting-list/offer/book': { operationId: 'bookWaitingListOffer', summary: 'Réserver le créneau libéré d’un message d’alerte', errors: [404, 409] },
  'GET /api/employee-service/follow-up': { operationId: 'listFollowUpProposals', summary: 'Prochains rendez-vous proposés en attente de réponse' },
  'GET /api/employee-service/follow-up/:id': { operationId: 'getFollowUpProposal', summary: 'Une proposition de prochain rendez-vous (lien reçu par email)' },
  'POST /api/employee-service/follow-up/:id/accept': { operationId: 'acceptFollowUpProposal', summary: 'Choisir une heure proposée (réservation : un crédit utilisé)', errors: [409] },
  'POST /api/employee-service/follow-up/:id/decline': { operationId: 'declineFollowUpProposal', summary: 'Décliner une proposition (les heures sont libérées)', errors: [409] },
  'POST /api/employee-service/employee/data/erase': { operationId: 'eraseOwnAccount', summary: 'Supprimer son compte et ses données', errors: [404, 409] },
  'POST /api/employee-service/employee/data/export': { operationId: 'requestDataExport', summary: 'Demander l’export de ses données', errors: [409] },
  'GET /api/employee-service/employee/data/export': { operationId: 'getLatestDataExport', summary: 'Dernier export de ses données' },
  'GET /api/employee-service/employee/data/export/:id/download': { operationId: 'downloadDataExport', summary: 'Télécharger l’export de ses données', errors: [409] },
};
