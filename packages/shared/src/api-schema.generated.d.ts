// Generated from the API document by openapi-typescript: `npm run api-client:generate -w @parenthese/api`. Do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Le processus répond */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Le serveur peut répondre (base de données joignable) */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Se connecter (identifiant ou email et mot de passe) */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vérifier que la session est toujours acceptée */
        get: operations["checkToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/first/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Première connexion : email et nouveau mot de passe */
        post: operations["completeFirstConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password/reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Demander un lien de réinitialisation du mot de passe */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password/reset/check/{resetToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vérifier un lien de réinitialisation du mot de passe */
        get: operations["checkPasswordResetLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password/reset/confirm/{resetToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choisir un nouveau mot de passe par le lien reçu */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-change/confirm/{emailChangeToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirmer le changement d’adresse email */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-change/refuse/{emailChangeToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuser le changement d’adresse email */
        post: operations["refuseEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-change/undo/{emailChangeToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Annuler un changement d’adresse email effectué (depuis l’ancienne adresse) */
        post: operations["undoEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-change/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consulter la proposition de changement d’adresse d’un administrateur */
        get: operations["getEmailChangeProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-change/proposal/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepter la proposition de changement d’adresse (mot de passe et code) */
        post: operations["acceptEmailChangeProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-change/proposal/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Décliner la proposition de changement d’adresse */
        post: operations["declineEmailChangeProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email-change/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changer sa propre adresse de connexion (mot de passe et code) */
        post: operations["requestOwnEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/lock/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bloquer ou débloquer un compte */
        post: operations["toggleAccountLock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invitation/check/{invitationToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vérifier un lien d’invitation */
        get: operations["checkInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invitation/accept/{invitationToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepter une invitation et choisir son mot de passe */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Se déconnecter (la session prend fin partout) */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sessions ouvertes du compte */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Mettre fin à une autre session */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mettre fin à toutes les autres sessions */
        post: operations["endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Se connecter : code du second facteur */
        post: operations["createTokenWithSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/second-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Se connecter : commencer l’activation du second facteur */
        post: operations["startSignInSecondFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/second-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Se connecter : confirmer l’activation du second facteur */
        post: operations["confirmSignInSecondFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** État du second facteur du compte */
        get: operations["getSecondFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/second-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Commencer l’activation du second facteur */
        post: operations["startSecondFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/second-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirmer l’activation du second facteur */
        post: operations["confirmSecondFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renouveler les codes de secours */
        post: operations["renewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/second-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Désactiver le second facteur */
        post: operations["disableSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{userId}/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Demander la réinitialisation du second facteur d’un compte (approbation d’un second administrateur TECH) */
        post: operations["requestSecondFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Demandes de réinitialisation du second facteur en attente */
        get: operations["listSecondFactorResetRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor-resets/{requestId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approuver une réinitialisation du second facteur */
        post: operations["approveSecondFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/second-factor-resets/{requestId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Annuler une demande de réinitialisation du second facteur */
        post: operations["cancelSecondFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/second-factor-reset/refuse/{resetToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuser la réinitialisation de son second facteur (lien reçu par email) */
        post: operations["refuseSecondFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Demander une démonstration */
        post: operations["requestDemonstration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Demandes de démonstration */
        get: operations["listContactRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-requests/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marquer une demande de démonstration comme traitée ou non */
        post: operations["setContactRequestHandled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Réglages publics de la page d’accueil */
        get: operations["getPublicConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal/facts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Faits affichés par les pages légales
         * @description Éditeur, hébergeur, contacts et durées de conservation affichés par les pages légales
         */
        get: operations["getLegalFacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/account/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profil du psychologue connecté */
        get: operations["getDoctorAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/account/details/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Modifier son profil de psychologue */
        post: operations["updateDoctorAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/meetings/awaiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Réservations en attente de réponse */
        get: operations["listAwaitingConsultations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/meetings/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepter une réservation */
        post: operations["acceptConsultation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/meetings/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuser une réservation */
        post: operations["refuseConsultation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/meetings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Annuler un rendez-vous accepté */
        post: operations["cancelConsultationAsDoctor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/meetings/{id}/no-show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signaler que le salarié ne s’est pas présenté */
        post: operations["markEmployeeNoShow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/presentation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Présentation du psychologue aux salariés */
        get: operations["getOwnPresentation"];
        /** Écrire ou modifier sa présentation aux salariés */
        put: operations["savePresentation"];
        post?: never;
        /** Retirer sa présentation aux salariés */
        delete: operations["withdrawPresentation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/meetings/{id}/follow-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Heures libres à proposer en suivi, et la proposition en cours */
        get: operations["getFollowUpOptions"];
        put?: never;
        /** Proposer un suivi : 1 à 3 heures libres réservées à la personne */
        post: operations["proposeFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/follow-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prochains rendez-vous proposés en attente de réponse */
        get: operations["listFollowUpProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/follow-up/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Une proposition de prochain rendez-vous (lien reçu par email) */
        get: operations["getFollowUpProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/follow-up/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choisir une heure proposée (réservation : un crédit utilisé) */
        post: operations["acceptFollowUpProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/follow-up/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Décliner une proposition (les heures sont libérées) */
        post: operations["declineFollowUpProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/doctor/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** État de l’adresse d’abonnement à l’agenda */
        get: operations["getCalendarFeed"];
        put?: never;
        /** Créer une adresse d’abonnement à l’agenda */
        post: operations["createCalendarFeed"];
        /** Désactiver l’adresse d’abonnement à l’agenda */
        delete: operations["endCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agenda d’un psychologue (fichier iCalendar, par son adresse secrète) */
        get: operations["getCalendarFeedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disponibilités et rendez-vous d’une semaine */
        post: operations["loadPlanningWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/update/v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Modifier les disponibilités d’une semaine */
        put: operations["updatePlanningWeek"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/copy-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Appliquer une semaine à plusieurs semaines */
        post: operations["copyPlanningWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/standing-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lire sa semaine type */
        get: operations["getStandingWeek"];
        /** Enregistrer, activer ou désactiver sa semaine type */
        put: operations["saveStandingWeek"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/absences/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ce qu’une absence annulerait (heures des rendez-vous, créneaux libres) */
        post: operations["previewAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/absences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Absences en cours et à venir */
        get: operations["listAbsences"];
        put?: never;
        /** Ajouter une absence (annule les rendez-vous qu’elle couvre) */
        post: operations["addAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/absences/{absenceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Supprimer une absence */
        delete: operations["removeAbsence"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/public-holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jours fériés d’une année, ouverts ou fermés */
        get: operations["listPublicHolidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/public-holidays/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ouvrir un jour férié aux créneaux */
        put: operations["openPublicHoliday"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/public-holidays/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Fermer à nouveau un jour férié */
        put: operations["closePublicHoliday"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/get/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Entreprises clientes */
        get: operations["listCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/get/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Une entreprise cliente */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Créer une entreprise cliente */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/update/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Modifier une entreprise cliente */
        post: operations["updateCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/delete/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Supprimer une entreprise cliente */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/report/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rapport d’utilisation d’une entreprise */
        get: operations["getCompanyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employees/get/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Salariés d’une entreprise */
        get: operations["listEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employees/create/V2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Créer des salariés */
        post: operations["createEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employees/{employeeId}/temporary-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Nouveau mot de passe temporaire d’un salarié */
        post: operations["issueEmployeeTemporaryPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employees/{employeeId}/temporary-password/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Afficher le mot de passe temporaire d’un salarié (journalisé) */
        post: operations["revealEmployeeTemporaryPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employees/temporary-passwords/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mots de passe temporaires des salariés pour l’export (journalisé) */
        post: operations["exportEmployeeTemporaryPasswords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employees/export/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exporter les salariés en Excel (.xlsx), mots de passe temporaires compris (journalisé) */
        post: operations["exportEmployeesXlsx"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employees/{employeeId}/invitation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renvoyer l’invitation d’un salarié */
        post: operations["resendEmployeeInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employees/update/{employeeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Modifier un salarié */
        put: operations["updateEmployee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employees/delete/{employeeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Supprimer un salarié */
        delete: operations["deleteEmployee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employee-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lancer l’import CSV de salariés */
        post: operations["startEmployeeImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employee-imports/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vérifier les lignes d’un import CSV */
        post: operations["checkEmployeeImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employee-imports/xlsx-rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lire les lignes d’un classeur Excel (.xlsx) à importer */
        post: operations["readEmployeeSpreadsheetRows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employee-imports/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dernier import CSV d’une entreprise */
        get: operations["getLatestEmployeeImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employee-imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Avancement d’un import CSV */
        get: operations["getEmployeeImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{companyId}/employee-imports/{importId}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Télécharger (une fois) le récapitulatif d’un import CSV */
        post: operations["takeEmployeeImportSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/get/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** L’administrateur connecté */
        get: operations["getCurrentAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/get/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Administrateurs */
        get: operations["listAdmins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Créer un administrateur */
        post: operations["createAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/{id}/invitation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renvoyer l’invitation d’un administrateur */
        post: operations["resendAdminInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/{id}/tech-approval/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approuver le rôle TECH d’un administrateur (second administrateur TECH) */
        post: operations["approveTechRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Modifier un administrateur */
        put: operations["updateAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Supprimer un administrateur */
        delete: operations["deleteAdmin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** État de la maintenance système */
        get: operations["getMaintenanceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/maintenance/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lancer une sauvegarde de la base et des fichiers */
        post: operations["startDatabaseBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/get/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Psychologues */
        get: operations["listDoctors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/{id}/credits/load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consultations d’un psychologue par mois */
        get: operations["getDoctorCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Créer un psychologue */
        post: operations["createDoctor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/{id}/invitation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renvoyer l’invitation d’un psychologue */
        post: operations["resendDoctorInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Modifier un psychologue */
        put: operations["updateDoctor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Supprimer un psychologue */
        delete: operations["deleteDoctor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/{id}/bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Factures mensuelles d’un psychologue */
        get: operations["getDoctorBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/{id}/bills/{month}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Télécharger la facture d’un mois */
        get: operations["downloadBillDocument"];
        put?: never;
        /** Déposer la facture d’un mois */
        post: operations["uploadBillDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/{id}/bills/{month}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clôturer la facture d’un mois */
        post: operations["validateBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctors/{id}/bills/{month}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marquer la facture d’un mois comme payée */
        post: operations["payBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Réglages en vigueur de la plateforme */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/consultation-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Fixer le prix d’une consultation */
        put: operations["setConsultationPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Journal d’audit des actions du personnel
         * @description Journal d'audit : les actions du personnel, les plus récentes d'abord ; filtre par administrateur (actorId) et par enregistrement (targetId)
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails de la boîte d’envoi */
        get: operations["listMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mails/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Envoyer ou renvoyer un mail */
        post: operations["sendMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Modifier un brouillon de mail */
        put: operations["updateMail"];
        post?: never;
        /** Supprimer un brouillon de mail */
        delete: operations["deleteMail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/employee/account/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profil et crédits du salarié connecté */
        get: operations["getEmployeeAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/employee/account/details/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Modifier son profil de salarié */
        post: operations["updateEmployeeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Chercher des créneaux disponibles */
        post: operations["findSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Réserver une consultation */
        post: operations["bookConsultation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consultations du salarié connecté */
        get: operations["listConsultations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Annuler une consultation */
        post: operations["cancelConsultation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/{id}/move/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Chercher les heures libres où déplacer un rendez-vous */
        post: operations["findMoveSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Déplacer un rendez-vous */
        post: operations["moveConsultation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/{id}/continue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reprendre rendez-vous avec la même personne : catégorie et modes proposés */
        get: operations["loadCareContinuation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/{id}/continue/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Chercher les heures libres de la même personne */
        post: operations["findCareContinuationSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/{id}/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Noter une consultation passée */
        post: operations["rateConsultation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/meeting/{id}/no-show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signaler qu’un rendez-vous n’a pas eu lieu (personne ne s’est présenté) */
        post: operations["reportDoctorNoShow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/waiting-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ses demandes d’alerte de créneau libéré */
        get: operations["listWaitingList"];
        put?: never;
        /** Demander à être prévenu quand un créneau se libère */
        post: operations["joinWaitingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/waiting-list/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Annuler une demande d’alerte de créneau libéré */
        post: operations["leaveWaitingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/waiting-list/offer/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Réserver le créneau libéré d’un message d’alerte */
        post: operations["bookWaitingListOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/psychologists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Psychologues présentés d’une catégorie et d’un mode (« Choisir ma psychologue ») */
        get: operations["listPsychologistChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/employee/data/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dernier export de ses données */
        get: operations["getLatestDataExport"];
        put?: never;
        /** Demander l’export de ses données */
        post: operations["requestDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/employee/data/export/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Télécharger l’export de ses données */
        get: operations["downloadDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/employee/data/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Supprimer son compte et ses données */
        post: operations["eraseOwnAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employee-service/employee/account/mail-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adresse et objets de ses messages */
        get: operations["getMailPreferences"];
        /** Choisir l’adresse et les objets de ses messages */
        put: operations["updateMailPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/contact-email/confirm/{contactEmailToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirmer son adresse personnelle pour les messages */
        post: operations["confirmContactEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            /** @enum {string} */
            code: "BAD_REQUEST" | "VALIDATION_FAILED" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNPROCESSABLE" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE" | "SLOT_TAKEN" | "SLOT_OVERLAPS_OWN_CONSULTATION" | "NO_CREDIT" | "NO_COMPANY_CREDIT" | "CONSULTATION_STARTED" | "CONTACT_TOO_SOON" | "CONTACT_SUSPICIOUS" | "CONTACT_FIELDS_MISSING";
            message: string;
            errors?: {
                [key: string]: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                        message: string;
                    };
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    usermail: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        login: string;
                        /** @enum {string} */
                        role: "ADMIN" | "DOCTOR" | "EMPLOYEE";
                        firstConnexion: boolean;
                    } | {
                        /** @enum {string} */
                        secondFactor: "CODE" | "ENROL";
                        challenge: string;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    checkToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        userId: string;
                        /** @enum {string} */
                        role: "ADMIN" | "DOCTOR" | "EMPLOYEE";
                        firstConnexion: boolean;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    completeFirstConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    mail?: string;
                    password: string;
                    contactEmail?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    mail?: string;
                    /** @default  */
                    id?: string;
                    userMail?: string;
                    userName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    checkPasswordResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resetToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isValid: boolean;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resetToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                emailChangeToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    refuseEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                emailChangeToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    undoEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                emailChangeToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEmailChangeProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        proposal: {
                            mail: string;
                            proposedAt: string;
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptEmailChangeProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    declineEmailChangeProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestOwnEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code?: string;
                    recoveryCode?: string;
                    mail: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    toggleAccountLock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    lockAccount: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        locked: boolean;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    checkInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "valid";
                        mail: string;
                        firstName: string;
                        /** @enum {string} */
                        role: "ADMIN" | "DOCTOR" | "EMPLOYEE";
                    } | {
                        /** @enum {string} */
                        state: "expired";
                    } | {
                        /** @enum {string} */
                        state: "used";
                    } | {
                        /** @enum {string} */
                        state: "invalid";
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    contactEmail?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        login: string;
                        /** @enum {string} */
                        role: "ADMIN" | "DOCTOR" | "EMPLOYEE";
                        firstConnexion: boolean;
                    } | {
                        /** @enum {string} */
                        secondFactor: "CODE" | "ENROL";
                        challenge: string;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: string;
                            deviceLabel: string;
                            createdAt: string;
                            lastUsedAt: string;
                            isCurrent: boolean;
                        }[];
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endedCount: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createTokenWithSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        login: string;
                        /** @enum {string} */
                        role: "ADMIN" | "DOCTOR" | "EMPLOYEE";
                        firstConnexion: boolean;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startSignInSecondFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauthUrl: string;
                        qrCodeSvg: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmSignInSecondFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        login: string;
                        /** @enum {string} */
                        role: "ADMIN" | "DOCTOR" | "EMPLOYEE";
                        firstConnexion: boolean;
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSecondFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isEnabled: boolean;
                        isRequired: boolean;
                        recoveryCodesLeft: number;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startSecondFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauthUrl: string;
                        qrCodeSvg: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmSecondFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    renewRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    disableSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestSecondFactorReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSecondFactorResetRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requests: {
                            /** Format: uuid */
                            requestId: string;
                            target: {
                                /** Format: uuid */
                                userId: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                role: "ADMIN" | "DOCTOR" | "EMPLOYEE";
                                adminRole: ("SITE" | "TECH") | null;
                            };
                            requestedBy: {
                                /** Format: uuid */
                                userId: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                role: "ADMIN" | "DOCTOR" | "EMPLOYEE";
                                adminRole: ("SITE" | "TECH") | null;
                            } | null;
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            isExpired: boolean;
                        }[];
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveSecondFactorReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelSecondFactorReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    refuseSecondFactorReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resetToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestDemonstration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    mail: string;
                    phone?: string;
                    companyName: string;
                    /** @enum {string} */
                    size: "1-10" | "11-50" | "51-200" | "201-500" | "500+";
                    /** Format: date-time */
                    date: string;
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listContactRequests: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                pageSize?: number;
                status?: "all" | "pending" | "handled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string;
                            companyName: string;
                            companySize: string;
                            requestedAt: string;
                            message: string;
                            createdAt: string;
                            handledAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    } | {
                        id: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string;
                        companyName: string;
                        companySize: string;
                        requestedAt: string;
                        message: string;
                        createdAt: string;
                        handledAt: string | null;
                    }[];
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setContactRequestHandled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isHandled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string;
                        companyName: string;
                        companySize: string;
                        requestedAt: string;
                        message: string;
                        createdAt: string;
                        handledAt: string | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPublicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        videoUrl: string;
                    };
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLegalFacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publisher: {
                            name: string;
                            address: string;
                            legalForm: string;
                            capital: string;
                            registration: string;
                            publicationDirector: string;
                            contactEmail: string;
                        };
                        host: {
                            name: string;
                            address: string;
                            contact: string;
                        };
                        hostingLocation: string;
                        privacyContactEmail: string;
                        accessibilityContactEmail: string;
                        retention: {
                            motiveDays: number;
                            mailBodyDays: number;
                            mailRowDays: number;
                            demoRequestDays: number;
                            unactivatedAccountDays: number;
                            auditDays: number;
                        };
                        temporaryPasswordLifetimeDays: number;
                        dataExportLifetimeHours: number;
                        reportMinimumGroupSize: number;
                    };
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDoctorAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        adeliNumber: string;
                        firstName: string;
                        lastName: string;
                        mail: string;
                        phoneNumber: string;
                        address: string;
                        doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                        locked: boolean;
                        phoneEnabled: boolean;
                        teamsEnabled: boolean;
                        meetsEnabled: boolean;
                        zoomEnabled: boolean;
                        pendingEmailChange?: {
                            mail: string;
                            /** @enum {string} */
                            status: "AWAITING_OWNER" | "PENDING";
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateDoctorAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adeliNumber?: string;
                    mail: string;
                    firstName: string;
                    lastName: string;
                    /** @default  */
                    phoneNumber?: string;
                    address?: string;
                    doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                    phoneEnabled: boolean;
                    teamsEnabled: boolean;
                    meetsEnabled?: boolean;
                    zoomEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        adeliNumber: string;
                        firstName: string;
                        lastName: string;
                        mail: string;
                        phoneNumber: string;
                        address: string;
                        doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                        locked: boolean;
                        phoneEnabled: boolean;
                        teamsEnabled: boolean;
                        meetsEnabled: boolean;
                        zoomEnabled: boolean;
                        pendingEmailChange?: {
                            mail: string;
                            /** @enum {string} */
                            status: "AWAITING_OWNER" | "PENDING";
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAwaitingConsultations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consultations: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            doctorDecision: ("PENDING" | "ACCEPTED") | null;
                            cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                            doctorCategoryName: string | null;
                            meetingType: ("PHONE" | "TEAMS") | null;
                            subject: string | null;
                            meetingLink: string | null;
                            phoneNumber: string | null;
                            employeeNoShowReported: boolean;
                            doctorNoShowReported: boolean;
                            carePair: {
                                pseudonym: string;
                                rank: number;
                                earlierStartDates: string[];
                                earlierSubject: string | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptConsultation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingId: string;
                        startDate: string;
                        endDate: string;
                        /** @enum {string} */
                        meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                        doctorDecision: ("PENDING" | "ACCEPTED") | null;
                        cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                        doctorCategoryName: string | null;
                        meetingType: ("PHONE" | "TEAMS") | null;
                        subject: string | null;
                        meetingLink: string | null;
                        phoneNumber: string | null;
                        employeeNoShowReported: boolean;
                        doctorNoShowReported: boolean;
                        carePair: {
                            pseudonym: string;
                            rank: number;
                            earlierStartDates: string[];
                            earlierSubject: string | null;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    refuseConsultation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingId: string;
                        startDate: string;
                        endDate: string;
                        /** @enum {string} */
                        meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                        doctorDecision: ("PENDING" | "ACCEPTED") | null;
                        cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                        doctorCategoryName: string | null;
                        meetingType: ("PHONE" | "TEAMS") | null;
                        subject: string | null;
                        meetingLink: string | null;
                        phoneNumber: string | null;
                        employeeNoShowReported: boolean;
                        doctorNoShowReported: boolean;
                        carePair: {
                            pseudonym: string;
                            rank: number;
                            earlierStartDates: string[];
                            earlierSubject: string | null;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelConsultationAsDoctor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingId: string;
                        startDate: string;
                        endDate: string;
                        /** @enum {string} */
                        meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                        doctorDecision: ("PENDING" | "ACCEPTED") | null;
                        cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                        doctorCategoryName: string | null;
                        meetingType: ("PHONE" | "TEAMS") | null;
                        subject: string | null;
                        meetingLink: string | null;
                        phoneNumber: string | null;
                        employeeNoShowReported: boolean;
                        doctorNoShowReported: boolean;
                        carePair: {
                            pseudonym: string;
                            rank: number;
                            earlierStartDates: string[];
                            earlierSubject: string | null;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markEmployeeNoShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingId: string;
                        startDate: string;
                        endDate: string;
                        /** @enum {string} */
                        meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                        doctorDecision: ("PENDING" | "ACCEPTED") | null;
                        cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                        doctorCategoryName: string | null;
                        meetingType: ("PHONE" | "TEAMS") | null;
                        subject: string | null;
                        meetingLink: string | null;
                        phoneNumber: string | null;
                        employeeNoShowReported: boolean;
                        doctorNoShowReported: boolean;
                        carePair: {
                            pseudonym: string;
                            rank: number;
                            earlierStartDates: string[];
                            earlierSubject: string | null;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOwnPresentation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        presentation: {
                            firstName: string;
                            /** @enum {string} */
                            formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                            approach: string;
                            languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    savePresentation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    /** @enum {string} */
                    formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                    approach: string;
                    languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        presentation: {
                            firstName: string;
                            /** @enum {string} */
                            formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                            approach: string;
                            languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    withdrawPresentation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        presentation: {
                            firstName: string;
                            /** @enum {string} */
                            formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                            approach: string;
                            languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getFollowUpOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        freeHours: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                        }[];
                        openProposal: {
                            proposalId: string;
                            expiresAt: string;
                            hours: {
                                meetingId: string;
                                startDate: string;
                                endDate: string;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    proposeFollowUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    meetingIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        proposalId: string;
                        expiresAt: string;
                        hours: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listFollowUpProposals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        proposals: {
                            proposalId: string;
                            /** @enum {string} */
                            status: "OPEN" | "ACCEPTED" | "DECLINED" | "EXPIRED" | "NO_CREDIT";
                            expiresAt: string;
                            /** @enum {string} */
                            meetingType: "PHONE" | "TEAMS";
                            hours: {
                                meetingId: string;
                                startDate: string;
                                endDate: string;
                            }[];
                            psychologist: {
                                presentationId: string | null;
                                title: string;
                                presentation: {
                                    firstName: string;
                                    /** @enum {string} */
                                    formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                                    approach: string;
                                    languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                                } | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getFollowUpProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        proposalId: string;
                        /** @enum {string} */
                        status: "OPEN" | "ACCEPTED" | "DECLINED" | "EXPIRED" | "NO_CREDIT";
                        expiresAt: string;
                        /** @enum {string} */
                        meetingType: "PHONE" | "TEAMS";
                        hours: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                        }[];
                        psychologist: {
                            presentationId: string | null;
                            title: string;
                            presentation: {
                                firstName: string;
                                /** @enum {string} */
                                formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                                approach: string;
                                languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptFollowUpProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    meetingId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        meeting: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            /** @enum {string} */
                            meetingType: "PHONE" | "TEAMS";
                            doctorCategoryName: string;
                            subject: string;
                            meetingLink: string | null;
                            rating: number | null;
                            isLateCancellation: boolean;
                            doctorDecision: ("PENDING" | "ACCEPTED") | null;
                            cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                            moveCount: number;
                            doctorNoShowReported: boolean;
                            employeeNoShowReported: boolean;
                            psychologist: {
                                presentationId: string | null;
                                title: string;
                                presentation: {
                                    firstName: string;
                                    /** @enum {string} */
                                    formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                                    approach: string;
                                    languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    declineFollowUpProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isActive: boolean;
                        activeSince: string | null;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        isActive: true;
                        activeSince: string;
                        feedUrl: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    endCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isActive: boolean;
                        activeSince: string | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCalendarFeedFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Agenda au format iCalendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    loadPlanningWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    startDate: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        weekStart: string;
                        weekEnd: string;
                        availableMeetings: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            isHeldForFollowUp: boolean;
                        }[];
                        consultations: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            doctorDecision: ("PENDING" | "ACCEPTED") | null;
                            cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                            doctorCategoryName: string | null;
                            meetingType: ("PHONE" | "TEAMS") | null;
                            subject: string | null;
                            meetingLink: string | null;
                            phoneNumber: string | null;
                            employeeNoShowReported: boolean;
                            doctorNoShowReported: boolean;
                            carePair: {
                                pseudonym: string;
                                rank: number;
                                earlierStartDates: string[];
                                earlierSubject: string | null;
                            } | null;
                        }[];
                        closedHours: {
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            kind: "ABSENCE" | "HOLIDAY";
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updatePlanningWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    startDate?: string;
                    /** @default [] */
                    meetingDates?: string[];
                    /** @default [] */
                    meetingsToRemove?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        weekStart: string;
                        weekEnd: string;
                        availableMeetings: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            isHeldForFollowUp: boolean;
                        }[];
                        consultations: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            doctorDecision: ("PENDING" | "ACCEPTED") | null;
                            cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                            doctorCategoryName: string | null;
                            meetingType: ("PHONE" | "TEAMS") | null;
                            subject: string | null;
                            meetingLink: string | null;
                            phoneNumber: string | null;
                            employeeNoShowReported: boolean;
                            doctorNoShowReported: boolean;
                            carePair: {
                                pseudonym: string;
                                rank: number;
                                earlierStartDates: string[];
                                earlierSubject: string | null;
                            } | null;
                        }[];
                        closedHours: {
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            kind: "ABSENCE" | "HOLIDAY";
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    copyPlanningWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    startDate: string;
                    weeks: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        weeks: number;
                        added: number;
                        alreadyAvailable: number;
                        alreadyBooked: number;
                        removedByHand: number;
                        outsideWindow: number;
                        closed: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getStandingWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isEnabled: boolean;
                        hours: {
                            weekday: number;
                            hour: number;
                        }[];
                        horizonWeeks: number;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveStandingWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isEnabled: boolean;
                    hours: {
                        weekday: number;
                        hour: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isEnabled: boolean;
                        hours: {
                            weekday: number;
                            hour: number;
                        }[];
                        horizonWeeks: number;
                        published: number;
                        withdrawn: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    previewAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "DAYS";
                    /** Format: date */
                    firstDay: string;
                    /** Format: date */
                    lastDay: string;
                } | {
                    /** @enum {string} */
                    kind: "HOURS";
                    /** Format: date */
                    day: string;
                    fromHour: number;
                    toHour: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startDate: string;
                        endDate: string;
                        consultations: {
                            startDate: string;
                            endDate: string;
                        }[];
                        freeSlots: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAbsences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        absences: {
                            id: string;
                            startDate: string;
                            endDate: string;
                        }[];
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "DAYS";
                    /** Format: date */
                    firstDay: string;
                    /** Format: date */
                    lastDay: string;
                } | {
                    /** @enum {string} */
                    kind: "HOURS";
                    /** Format: date */
                    day: string;
                    fromHour: number;
                    toHour: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        absence: {
                            id: string;
                            startDate: string;
                            endDate: string;
                        };
                        cancelledConsultations: number;
                        withdrawnSlots: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removeAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                absenceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        absences: {
                            id: string;
                            startDate: string;
                            endDate: string;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPublicHolidays: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        holidays: {
                            day: string;
                            name: string;
                            isOpen: boolean;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    openPublicHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    day: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        holidays: {
                            day: string;
                            name: string;
                            isOpen: boolean;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    closePublicHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    day: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        holidays: {
                            day: string;
                            name: string;
                            isOpen: boolean;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            companyId: string;
                            companyName: string;
                            companyMail: string;
                            companyPhone: string;
                            companyAddress: string;
                            creditsAmount: number | null;
                            poolAsOf: string | null;
                            creditsGranted: number;
                            employeeAmountMax: number;
                            triggerMailIfCreditsLow: boolean;
                            amountOfCreditsToTriggerMail: number;
                            reportMailEnabled: boolean;
                            logoUrl: string;
                            locked: boolean;
                            createdAt: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "PENDING" | "LOCKED";
                            usagePercent: number | null;
                            employeeCount: number;
                            activeEmployeeCount: number;
                            blockedEmployeeCount: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    } | {
                        companies: {
                            companyId: string;
                            companyName: string;
                            companyMail: string;
                            companyPhone: string;
                            companyAddress: string;
                            creditsAmount: number | null;
                            poolAsOf: string | null;
                            creditsGranted: number;
                            employeeAmountMax: number;
                            triggerMailIfCreditsLow: boolean;
                            amountOfCreditsToTriggerMail: number;
                            reportMailEnabled: boolean;
                            logoUrl: string;
                            locked: boolean;
                            createdAt: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "PENDING" | "LOCKED";
                            usagePercent: number | null;
                            employeeCount: number;
                            activeEmployeeCount: number;
                            blockedEmployeeCount: number;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string;
                        companyName: string;
                        companyMail: string;
                        companyPhone: string;
                        companyAddress: string;
                        creditsAmount: number | null;
                        poolAsOf: string | null;
                        creditsGranted: number;
                        employeeAmountMax: number;
                        triggerMailIfCreditsLow: boolean;
                        amountOfCreditsToTriggerMail: number;
                        reportMailEnabled: boolean;
                        logoUrl: string;
                        locked: boolean;
                        createdAt: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "PENDING" | "LOCKED";
                        usagePercent: number | null;
                        employeeCount: number;
                        activeEmployeeCount: number;
                        blockedEmployeeCount: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                    companyMail: string;
                    /** @default  */
                    companyPhone?: string;
                    /** @default  */
                    companyAddress?: string;
                    creditsAmount: number;
                    employeeAmountMax: number;
                    triggerMailIfCreditsLow: boolean;
                    amountOfCreditsToTriggerMail: number;
                    /** @default  */
                    logoUrl?: string;
                    reportMailEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string;
                        companyName: string;
                        companyMail: string;
                        companyPhone: string;
                        companyAddress: string;
                        creditsAmount: number | null;
                        poolAsOf: string | null;
                        creditsGranted: number;
                        employeeAmountMax: number;
                        triggerMailIfCreditsLow: boolean;
                        amountOfCreditsToTriggerMail: number;
                        reportMailEnabled: boolean;
                        logoUrl: string;
                        locked: boolean;
                        createdAt: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "PENDING" | "LOCKED";
                        usagePercent: number | null;
                        employeeCount: number;
                        activeEmployeeCount: number;
                        blockedEmployeeCount: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    companyId?: string;
                    companyName: string;
                    companyMail: string;
                    /** @default  */
                    companyPhone?: string;
                    /** @default  */
                    companyAddress?: string;
                    creditsAmount: number;
                    employeeAmountMax: number;
                    triggerMailIfCreditsLow: boolean;
                    amountOfCreditsToTriggerMail: number;
                    /** @default  */
                    logoUrl?: string;
                    reportMailEnabled?: boolean;
                    locked?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string;
                        companyName: string;
                        companyMail: string;
                        companyPhone: string;
                        companyAddress: string;
                        creditsAmount: number | null;
                        poolAsOf: string | null;
                        creditsGranted: number;
                        employeeAmountMax: number;
                        triggerMailIfCreditsLow: boolean;
                        amountOfCreditsToTriggerMail: number;
                        reportMailEnabled: boolean;
                        logoUrl: string;
                        locked: boolean;
                        createdAt: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "PENDING" | "LOCKED";
                        usagePercent: number | null;
                        employeeCount: number;
                        activeEmployeeCount: number;
                        blockedEmployeeCount: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCompanyReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string;
                        companyName: string;
                        lastClosedMonth: string;
                        employees: {
                            asOf: string;
                            registered: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                            activated: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                            notActivated: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                        } | null;
                        credits: {
                            granted: number;
                            remaining: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                            used: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                            exhaustionMonth: string | null;
                        };
                        consultations: {
                            period: {
                                /** @enum {string} */
                                level: "month" | "quarter" | "year";
                                months: string[];
                            };
                            total: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                            status: {
                                HELD: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                CANCELLED_ON_TIME: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                CANCELLED_LATE: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                CANCELLED_BY_PSYCHOLOGIST: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                            };
                            mode: {
                                PHONE: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                TEAMS: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                            };
                            category: {
                                Neuropsychologue: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                "Psychologue clinicien": {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                "Psychologue du travail": {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                "Psychologue social": {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                            };
                        }[];
                        ratings: {
                            period: {
                                /** @enum {string} */
                                level: "month" | "quarter" | "year";
                                months: string[];
                            };
                            total: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                            score: {
                                1: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                2: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                3: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                4: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                                5: {
                                    /** @enum {boolean} */
                                    suppressed: false;
                                    value: number;
                                } | {
                                    /** @enum {boolean} */
                                    suppressed: true;
                                };
                            };
                            average: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                        }[];
                        trend: {
                            month: string;
                            isBeforeCompany: boolean;
                            consultations: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                            held: {
                                /** @enum {boolean} */
                                suppressed: false;
                                value: number;
                            } | {
                                /** @enum {boolean} */
                                suppressed: true;
                            };
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            employeeId: string;
                            companyId: string;
                            mail: string;
                            userName: string;
                            firstName: string;
                            lastName: string;
                            password: string;
                            hasTemporaryPassword: boolean;
                            locked: boolean;
                            service: string;
                            job: string;
                            isFirstConnection: boolean;
                            temporaryPasswordExpiresAt: string | null;
                            isTemporaryPasswordExpired: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    } | {
                        employeeAccounts: {
                            employeeId: string;
                            companyId: string;
                            mail: string;
                            userName: string;
                            firstName: string;
                            lastName: string;
                            password: string;
                            hasTemporaryPassword: boolean;
                            locked: boolean;
                            service: string;
                            job: string;
                            isFirstConnection: boolean;
                            temporaryPasswordExpiresAt: string | null;
                            isTemporaryPasswordExpired: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employees: {
                        firstName: string;
                        lastName: string;
                        /** @default  */
                        service?: string;
                        /** @default  */
                        job?: string;
                        email?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employees: {
                            employeeId: string;
                            companyId: string;
                            mail: string;
                            userName: string;
                            firstName: string;
                            lastName: string;
                            password: string;
                            hasTemporaryPassword: boolean;
                            locked: boolean;
                            service: string;
                            job: string;
                            isFirstConnection: boolean;
                            temporaryPasswordExpiresAt: string | null;
                            isTemporaryPasswordExpired: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    issueEmployeeTemporaryPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeId: string;
                        companyId: string;
                        mail: string;
                        userName: string;
                        firstName: string;
                        lastName: string;
                        password: string;
                        hasTemporaryPassword: boolean;
                        locked: boolean;
                        service: string;
                        job: string;
                        isFirstConnection: boolean;
                        temporaryPasswordExpiresAt: string | null;
                        isTemporaryPasswordExpired: boolean;
                        invitation: {
                            /** @enum {string} */
                            status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                            mail: string;
                            sentAt: string | null;
                            expiresAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revealEmployeeTemporaryPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeId: string;
                        password: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportEmployeeTemporaryPasswords: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        temporaryPasswords: {
                            employeeId: string;
                            password: string;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportEmployeesXlsx: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Les salariés de l’entreprise (classeur Excel) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendEmployeeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeId: string;
                        companyId: string;
                        mail: string;
                        userName: string;
                        firstName: string;
                        lastName: string;
                        password: string;
                        hasTemporaryPassword: boolean;
                        locked: boolean;
                        service: string;
                        job: string;
                        isFirstConnection: boolean;
                        temporaryPasswordExpiresAt: string | null;
                        isTemporaryPasswordExpired: boolean;
                        invitation: {
                            /** @enum {string} */
                            status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                            mail: string;
                            sentAt: string | null;
                            expiresAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    /** @default  */
                    service?: string;
                    /** @default  */
                    job?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeId: string;
                        companyId: string;
                        mail: string;
                        userName: string;
                        firstName: string;
                        lastName: string;
                        password: string;
                        hasTemporaryPassword: boolean;
                        locked: boolean;
                        service: string;
                        job: string;
                        isFirstConnection: boolean;
                        temporaryPasswordExpiresAt: string | null;
                        isTemporaryPasswordExpired: boolean;
                        invitation: {
                            /** @enum {string} */
                            status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                            mail: string;
                            sentAt: string | null;
                            expiresAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startEmployeeImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: {
                        line?: number;
                        firstName: string;
                        lastName: string;
                        /** @default  */
                        service?: string;
                        /** @default  */
                        job?: string;
                        email?: string | null;
                    }[];
                    /** @default [] */
                    droppedRows?: number[];
                    /** @default false */
                    isReimportConfirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        importId: string;
                        companyId: string;
                        /** @enum {string} */
                        status: "RUNNING" | "COMPLETED" | "FAILED";
                        totalCount: number;
                        createdCount: number;
                        invitedCount: number;
                        skippedCount: number;
                        failureReason: string | null;
                        isSummaryAvailable: boolean;
                        isSummaryErased: boolean;
                        isResuming: boolean;
                        startedAt: string;
                        finishedAt: string | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    checkEmployeeImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: {
                        firstName: string;
                        lastName: string;
                        /** @default  */
                        service?: string;
                        email?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        existingEmployeeRows: number[];
                        takenEmailRows: number[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    readEmployeeSpreadsheetRows: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Le fichier (PDF, PNG ou JPEG) */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            line: number;
                            cells: string[];
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLatestEmployeeImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeImport: {
                            importId: string;
                            companyId: string;
                            /** @enum {string} */
                            status: "RUNNING" | "COMPLETED" | "FAILED";
                            totalCount: number;
                            createdCount: number;
                            invitedCount: number;
                            skippedCount: number;
                            failureReason: string | null;
                            isSummaryAvailable: boolean;
                            isSummaryErased: boolean;
                            isResuming: boolean;
                            startedAt: string;
                            finishedAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEmployeeImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        importId: string;
                        companyId: string;
                        /** @enum {string} */
                        status: "RUNNING" | "COMPLETED" | "FAILED";
                        totalCount: number;
                        createdCount: number;
                        invitedCount: number;
                        skippedCount: number;
                        failureReason: string | null;
                        isSummaryAvailable: boolean;
                        isSummaryErased: boolean;
                        isResuming: boolean;
                        startedAt: string;
                        finishedAt: string | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    takeEmployeeImportSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Récapitulatif de l'import (CSV) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description N'est plus disponible */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCurrentAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: {
                            adminId: string;
                            userMail: string;
                            firstName: string;
                            lastName: string;
                            phoneNumber: string;
                            /** @enum {string} */
                            adminRole: "SITE" | "TECH";
                            locked: boolean;
                            isFirstConnection: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                            techApproval: {
                                /** @enum {string} */
                                kind: "CREATION" | "ROLE_CHANGE";
                                requestedAt: string;
                                expiresAt: string;
                                isExpired: boolean;
                                isRequestedByViewer: boolean;
                            } | null;
                            lastLoginAt: string | null;
                            createdAt: string;
                            actionsCount: number;
                            pendingEmailChange?: {
                                mail: string;
                                /** @enum {string} */
                                status: "AWAITING_OWNER" | "PENDING";
                                expiresAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAdmins: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            adminId: string;
                            userMail: string;
                            firstName: string;
                            lastName: string;
                            phoneNumber: string;
                            /** @enum {string} */
                            adminRole: "SITE" | "TECH";
                            locked: boolean;
                            isFirstConnection: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                            techApproval: {
                                /** @enum {string} */
                                kind: "CREATION" | "ROLE_CHANGE";
                                requestedAt: string;
                                expiresAt: string;
                                isExpired: boolean;
                                isRequestedByViewer: boolean;
                            } | null;
                            lastLoginAt: string | null;
                            createdAt: string;
                            actionsCount: number;
                            pendingEmailChange?: {
                                mail: string;
                                /** @enum {string} */
                                status: "AWAITING_OWNER" | "PENDING";
                                expiresAt: string;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    } | {
                        admins: {
                            adminId: string;
                            userMail: string;
                            firstName: string;
                            lastName: string;
                            phoneNumber: string;
                            /** @enum {string} */
                            adminRole: "SITE" | "TECH";
                            locked: boolean;
                            isFirstConnection: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                            techApproval: {
                                /** @enum {string} */
                                kind: "CREATION" | "ROLE_CHANGE";
                                requestedAt: string;
                                expiresAt: string;
                                isExpired: boolean;
                                isRequestedByViewer: boolean;
                            } | null;
                            lastLoginAt: string | null;
                            createdAt: string;
                            actionsCount: number;
                            pendingEmailChange?: {
                                mail: string;
                                /** @enum {string} */
                                status: "AWAITING_OWNER" | "PENDING";
                                expiresAt: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mail: string;
                    /** @default  */
                    firstName?: string;
                    /** @default  */
                    lastName?: string;
                    phoneNumber?: string | null;
                    /** @enum {string} */
                    adminRole: "SITE" | "TECH";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adminId: string;
                        userMail: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string;
                        /** @enum {string} */
                        adminRole: "SITE" | "TECH";
                        locked: boolean;
                        isFirstConnection: boolean;
                        invitation: {
                            /** @enum {string} */
                            status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                            mail: string;
                            sentAt: string | null;
                            expiresAt: string | null;
                        } | null;
                        techApproval: {
                            /** @enum {string} */
                            kind: "CREATION" | "ROLE_CHANGE";
                            requestedAt: string;
                            expiresAt: string;
                            isExpired: boolean;
                            isRequestedByViewer: boolean;
                        } | null;
                        lastLoginAt: string | null;
                        createdAt: string;
                        actionsCount: number;
                        pendingEmailChange?: {
                            mail: string;
                            /** @enum {string} */
                            status: "AWAITING_OWNER" | "PENDING";
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendAdminInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adminId: string;
                        userMail: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string;
                        /** @enum {string} */
                        adminRole: "SITE" | "TECH";
                        locked: boolean;
                        isFirstConnection: boolean;
                        invitation: {
                            /** @enum {string} */
                            status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                            mail: string;
                            sentAt: string | null;
                            expiresAt: string | null;
                        } | null;
                        techApproval: {
                            /** @enum {string} */
                            kind: "CREATION" | "ROLE_CHANGE";
                            requestedAt: string;
                            expiresAt: string;
                            isExpired: boolean;
                            isRequestedByViewer: boolean;
                        } | null;
                        lastLoginAt: string | null;
                        createdAt: string;
                        actionsCount: number;
                        pendingEmailChange?: {
                            mail: string;
                            /** @enum {string} */
                            status: "AWAITING_OWNER" | "PENDING";
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveTechRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adminId: string;
                        userMail: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string;
                        /** @enum {string} */
                        adminRole: "SITE" | "TECH";
                        locked: boolean;
                        isFirstConnection: boolean;
                        invitation: {
                            /** @enum {string} */
                            status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                            mail: string;
                            sentAt: string | null;
                            expiresAt: string | null;
                        } | null;
                        techApproval: {
                            /** @enum {string} */
                            kind: "CREATION" | "ROLE_CHANGE";
                            requestedAt: string;
                            expiresAt: string;
                            isExpired: boolean;
                            isRequestedByViewer: boolean;
                        } | null;
                        lastLoginAt: string | null;
                        createdAt: string;
                        actionsCount: number;
                        pendingEmailChange?: {
                            mail: string;
                            /** @enum {string} */
                            status: "AWAITING_OWNER" | "PENDING";
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mail: string;
                    /** @default  */
                    firstName?: string;
                    /** @default  */
                    lastName?: string;
                    phoneNumber?: string | null;
                    /** @enum {string} */
                    adminRole: "SITE" | "TECH";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adminId: string;
                        userMail: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string;
                        /** @enum {string} */
                        adminRole: "SITE" | "TECH";
                        locked: boolean;
                        isFirstConnection: boolean;
                        invitation: {
                            /** @enum {string} */
                            status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                            mail: string;
                            sentAt: string | null;
                            expiresAt: string | null;
                        } | null;
                        techApproval: {
                            /** @enum {string} */
                            kind: "CREATION" | "ROLE_CHANGE";
                            requestedAt: string;
                            expiresAt: string;
                            isExpired: boolean;
                            isRequestedByViewer: boolean;
                        } | null;
                        lastLoginAt: string | null;
                        createdAt: string;
                        actionsCount: number;
                        pendingEmailChange?: {
                            mail: string;
                            /** @enum {string} */
                            status: "AWAITING_OWNER" | "PENDING";
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMaintenanceReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: {
                            /** @enum {string} */
                            kind: "PGlite" | "PostgreSQL";
                            version: string;
                        };
                        migrations: {
                            applied: number;
                            latest: string | null;
                        };
                        mails: {
                            waiting: number;
                            failed: number;
                        };
                        uploads: {
                            bytes: number;
                        };
                        dataRetention: {
                            nextRunAt: string | null;
                            steps: {
                                /** @enum {string} */
                                step: "motives" | "mail-bodies" | "mail-rows" | "demo-requests" | "unactivated-accounts" | "sign-in-records" | "data-exports" | "import-summaries" | "audit-rows";
                                label: string;
                                periodDays: number;
                                lastRun: {
                                    startedAt: string;
                                    finishedAt: string | null;
                                    erasedCount: number;
                                    isFailed: boolean;
                                } | null;
                            }[];
                        };
                        backups: {
                            isConfigured: boolean;
                            last: {
                                createdAt: string;
                                bytes: number;
                            } | null;
                            keep: number;
                        };
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startDatabaseBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDoctors: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            userId: string;
                            adeliNumber: string;
                            firstName: string;
                            lastName: string;
                            mail: string;
                            phoneNumber: string;
                            address: string;
                            doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                            locked: boolean;
                            phoneEnabled: boolean;
                            teamsEnabled: boolean;
                            meetsEnabled: boolean;
                            zoomEnabled: boolean;
                            pendingEmailChange?: {
                                mail: string;
                                /** @enum {string} */
                                status: "AWAITING_OWNER" | "PENDING";
                                expiresAt: string;
                            } | null;
                            isFirstConnection: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    } | {
                        doctors: {
                            userId: string;
                            adeliNumber: string;
                            firstName: string;
                            lastName: string;
                            mail: string;
                            phoneNumber: string;
                            address: string;
                            doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                            locked: boolean;
                            phoneEnabled: boolean;
                            teamsEnabled: boolean;
                            meetsEnabled: boolean;
                            zoomEnabled: boolean;
                            pendingEmailChange?: {
                                mail: string;
                                /** @enum {string} */
                                status: "AWAITING_OWNER" | "PENDING";
                                expiresAt: string;
                            } | null;
                            isFirstConnection: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDoctorCredits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        doctorCredits: {
                            doctorId: string;
                            credits: {
                                period: string;
                                creditAmount: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createDoctor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adeliNumber: string;
                    firstName: string;
                    lastName: string;
                    mail: string;
                    doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                    phoneNumber?: string | null;
                    address?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        doctor: {
                            userId: string;
                            adeliNumber: string;
                            firstName: string;
                            lastName: string;
                            mail: string;
                            phoneNumber: string;
                            address: string;
                            doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                            locked: boolean;
                            phoneEnabled: boolean;
                            teamsEnabled: boolean;
                            meetsEnabled: boolean;
                            zoomEnabled: boolean;
                            pendingEmailChange?: {
                                mail: string;
                                /** @enum {string} */
                                status: "AWAITING_OWNER" | "PENDING";
                                expiresAt: string;
                            } | null;
                            isFirstConnection: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendDoctorInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        doctor: {
                            userId: string;
                            adeliNumber: string;
                            firstName: string;
                            lastName: string;
                            mail: string;
                            phoneNumber: string;
                            address: string;
                            doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                            locked: boolean;
                            phoneEnabled: boolean;
                            teamsEnabled: boolean;
                            meetsEnabled: boolean;
                            zoomEnabled: boolean;
                            pendingEmailChange?: {
                                mail: string;
                                /** @enum {string} */
                                status: "AWAITING_OWNER" | "PENDING";
                                expiresAt: string;
                            } | null;
                            isFirstConnection: boolean;
                            invitation: {
                                /** @enum {string} */
                                status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                                mail: string;
                                sentAt: string | null;
                                expiresAt: string | null;
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateDoctor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adeliNumber: string;
                    firstName: string;
                    lastName: string;
                    mail: string;
                    doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                    phoneNumber?: string | null;
                    address?: string | null;
                    /** @enum {string} */
                    password?: "";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        adeliNumber: string;
                        firstName: string;
                        lastName: string;
                        mail: string;
                        phoneNumber: string;
                        address: string;
                        doctorCategories: ("Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social")[];
                        locked: boolean;
                        phoneEnabled: boolean;
                        teamsEnabled: boolean;
                        meetsEnabled: boolean;
                        zoomEnabled: boolean;
                        pendingEmailChange?: {
                            mail: string;
                            /** @enum {string} */
                            status: "AWAITING_OWNER" | "PENDING";
                            expiresAt: string;
                        } | null;
                        isFirstConnection: boolean;
                        invitation: {
                            /** @enum {string} */
                            status: "NOT_SENT" | "PENDING" | "EXPIRED" | "ACCEPTED";
                            mail: string;
                            sentAt: string | null;
                            expiresAt: string | null;
                        } | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteDoctor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDoctorBilling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        psychologist: {
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phoneNumber: string;
                            address: string;
                            adeliNumber: string;
                            categories: string[];
                            locked: boolean;
                        };
                        consultationPriceCents: number;
                        summary: {
                            totalConsultations: number;
                            pendingAmountCents: number;
                            paidBillsCount: number;
                        };
                        bills: {
                            month: string;
                            consultationsCount: number;
                            noShowsCount: number;
                            unitPriceCents: number;
                            totalAmountCents: number;
                            /** @enum {string} */
                            status: "pending" | "uploaded" | "validated" | "paid";
                            isInProgress: boolean;
                            document: {
                                fileName: string;
                                mediaType: string;
                                sizeBytes: number;
                            } | null;
                            uploadDate: string | null;
                            validationDate: string | null;
                            paymentDate: string | null;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadBillDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La facture déposée (PDF, Word ou image), sous son type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadBillDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Le fichier (PDF, PNG ou JPEG) */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        month: string;
                        consultationsCount: number;
                        noShowsCount: number;
                        unitPriceCents: number;
                        totalAmountCents: number;
                        /** @enum {string} */
                        status: "pending" | "uploaded" | "validated" | "paid";
                        isInProgress: boolean;
                        document: {
                            fileName: string;
                            mediaType: string;
                            sizeBytes: number;
                        } | null;
                        uploadDate: string | null;
                        validationDate: string | null;
                        paymentDate: string | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    validateBill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        month: string;
                        consultationsCount: number;
                        noShowsCount: number;
                        unitPriceCents: number;
                        totalAmountCents: number;
                        /** @enum {string} */
                        status: "pending" | "uploaded" | "validated" | "paid";
                        isInProgress: boolean;
                        document: {
                            fileName: string;
                            mediaType: string;
                            sizeBytes: number;
                        } | null;
                        uploadDate: string | null;
                        validationDate: string | null;
                        paymentDate: string | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    payBill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        month: string;
                        consultationsCount: number;
                        noShowsCount: number;
                        unitPriceCents: number;
                        totalAmountCents: number;
                        /** @enum {string} */
                        status: "pending" | "uploaded" | "validated" | "paid";
                        isInProgress: boolean;
                        document: {
                            fileName: string;
                            mediaType: string;
                            sizeBytes: number;
                        } | null;
                        uploadDate: string | null;
                        validationDate: string | null;
                        paymentDate: string | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consultationPriceCents: number;
                        defaultConsultationPriceCents: number;
                        bookingWindowMonths: number;
                        lateCancellationHours: number;
                        joinWindowMinutes: number;
                        consultationLengthMinutes: number;
                        isSmtpEnabled: boolean;
                        videoProvider: string;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setConsultationPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consultationPriceEuros: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consultationPriceCents: number;
                        defaultConsultationPriceCents: number;
                        bookingWindowMonths: number;
                        lateCancellationHours: number;
                        joinWindowMinutes: number;
                        consultationLengthMinutes: number;
                        isSmtpEnabled: boolean;
                        videoProvider: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                pageSize?: number;
                actorId?: string;
                targetId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            createdAt: string;
                            actor: {
                                id: string | null;
                                name: string;
                                /** @enum {string} */
                                kind: "admin" | "doctor" | "employee" | "deleted" | "anonymous" | "system";
                            };
                            action: string;
                            actionLabel: string;
                            record: {
                                type: string;
                                id: string;
                                description: string;
                            } | null;
                            details: {
                                label: string;
                                value: string;
                            }[];
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMails: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                pageSize?: number;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            kind: string;
                            /** @enum {string} */
                            visibility: "full" | "masked" | "confidential";
                            subject: string | null;
                            fromAddress: string;
                            toAddress: string | null;
                            content: string | null;
                            /** @enum {string} */
                            status: "STORED" | "PENDING" | "SENT" | "FAILED";
                            attempts: number;
                            nextAttemptAt: string | null;
                            error: string | null;
                            isDayOnly: boolean;
                            createdAt: string;
                            sentAt: string | null;
                            attachmentName: string | null;
                            isEditable: boolean;
                            contentErasedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    } | {
                        mails: {
                            id: string;
                            kind: string;
                            /** @enum {string} */
                            visibility: "full" | "masked" | "confidential";
                            subject: string | null;
                            fromAddress: string;
                            toAddress: string | null;
                            content: string | null;
                            /** @enum {string} */
                            status: "STORED" | "PENDING" | "SENT" | "FAILED";
                            attempts: number;
                            nextAttemptAt: string | null;
                            error: string | null;
                            isDayOnly: boolean;
                            createdAt: string;
                            sentAt: string | null;
                            attachmentName: string | null;
                            isEditable: boolean;
                            contentErasedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        kind: string;
                        /** @enum {string} */
                        visibility: "full" | "masked" | "confidential";
                        subject: string | null;
                        fromAddress: string;
                        toAddress: string | null;
                        content: string | null;
                        /** @enum {string} */
                        status: "STORED" | "PENDING" | "SENT" | "FAILED";
                        attempts: number;
                        nextAttemptAt: string | null;
                        error: string | null;
                        isDayOnly: boolean;
                        createdAt: string;
                        sentAt: string | null;
                        attachmentName: string | null;
                        isEditable: boolean;
                        contentErasedAt: string | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        kind: string;
                        /** @enum {string} */
                        visibility: "full" | "masked" | "confidential";
                        subject: string | null;
                        fromAddress: string;
                        toAddress: string | null;
                        content: string | null;
                        /** @enum {string} */
                        status: "STORED" | "PENDING" | "SENT" | "FAILED";
                        attempts: number;
                        nextAttemptAt: string | null;
                        error: string | null;
                        isDayOnly: boolean;
                        createdAt: string;
                        sentAt: string | null;
                        attachmentName: string | null;
                        isEditable: boolean;
                        contentErasedAt: string | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEmployeeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mail: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string;
                        username: string;
                        availableCredits: number;
                        creditsFromCompany: number;
                        companyName: string;
                        service: string;
                        job: string;
                        pendingEmailChange?: {
                            mail: string;
                            /** @enum {string} */
                            status: "AWAITING_OWNER" | "PENDING";
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateEmployeeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mail: string;
                    firstName: string;
                    lastName: string;
                    phoneNumber?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mail: string;
                        firstName: string;
                        lastName: string;
                        phoneNumber: string | null;
                        username: string;
                        pendingEmailChange?: {
                            mail: string;
                            /** @enum {string} */
                            status: "AWAITING_OWNER" | "PENDING";
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    findSlots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    doctorCategoryName: "Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social";
                    /** @enum {string} */
                    meetingType: "PHONE" | "TEAMS";
                    /** Format: date-time */
                    startDate: string;
                    /** Format: date-time */
                    endDate: string;
                    /** Format: uuid */
                    presentationId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingsData: {
                            [key: string]: {
                                startDate: string;
                                /** @enum {string} */
                                meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                                meetingId: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    bookConsultation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    meetingType: "PHONE" | "TEAMS";
                    subject?: string;
                    /** Format: uuid */
                    meetingId: string;
                    /** @enum {string} */
                    doctorCategoryName: "Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        meeting: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            /** @enum {string} */
                            meetingType: "PHONE" | "TEAMS";
                            doctorCategoryName: string;
                            subject: string;
                            meetingLink: string | null;
                            rating: number | null;
                            isLateCancellation: boolean;
                            doctorDecision: ("PENDING" | "ACCEPTED") | null;
                            cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                            moveCount: number;
                            doctorNoShowReported: boolean;
                            employeeNoShowReported: boolean;
                            psychologist: {
                                presentationId: string | null;
                                title: string;
                                presentation: {
                                    firstName: string;
                                    /** @enum {string} */
                                    formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                                    approach: string;
                                    languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listConsultations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetings: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            /** @enum {string} */
                            meetingType: "PHONE" | "TEAMS";
                            doctorCategoryName: string;
                            subject: string;
                            meetingLink: string | null;
                            rating: number | null;
                            isLateCancellation: boolean;
                            doctorDecision: ("PENDING" | "ACCEPTED") | null;
                            cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                            moveCount: number;
                            doctorNoShowReported: boolean;
                            employeeNoShowReported: boolean;
                            psychologist: {
                                presentationId: string | null;
                                title: string;
                                presentation: {
                                    firstName: string;
                                    /** @enum {string} */
                                    formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                                    approach: string;
                                    languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                                } | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelConsultation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        isLateCancellation: boolean;
                        isCreditRefunded: boolean;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    findMoveSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    startDate: string;
                    /** Format: date-time */
                    endDate: string;
                    /** @default false */
                    isWholeCategory?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingsData: {
                            [key: string]: {
                                startDate: string;
                                /** @enum {string} */
                                meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                                meetingId: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    moveConsultation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    meetingId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        meeting: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            /** @enum {string} */
                            meetingType: "PHONE" | "TEAMS";
                            doctorCategoryName: string;
                            subject: string;
                            meetingLink: string | null;
                            rating: number | null;
                            isLateCancellation: boolean;
                            doctorDecision: ("PENDING" | "ACCEPTED") | null;
                            cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                            moveCount: number;
                            doctorNoShowReported: boolean;
                            employeeNoShowReported: boolean;
                            psychologist: {
                                presentationId: string | null;
                                title: string;
                                presentation: {
                                    firstName: string;
                                    /** @enum {string} */
                                    formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                                    approach: string;
                                    languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    loadCareContinuation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        doctorCategoryName: "Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social";
                        meetingTypes: ("PHONE" | "TEAMS")[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    findCareContinuationSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    meetingType: "PHONE" | "TEAMS";
                    /** Format: date-time */
                    startDate: string;
                    /** Format: date-time */
                    endDate: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingsData: {
                            [key: string]: {
                                startDate: string;
                                /** @enum {string} */
                                meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                                meetingId: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rateConsultation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        rating: number;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    reportDoctorNoShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        isCreditRefunded: boolean;
                        meeting: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            /** @enum {string} */
                            meetingType: "PHONE" | "TEAMS";
                            doctorCategoryName: string;
                            subject: string;
                            meetingLink: string | null;
                            rating: number | null;
                            isLateCancellation: boolean;
                            doctorDecision: ("PENDING" | "ACCEPTED") | null;
                            cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                            moveCount: number;
                            doctorNoShowReported: boolean;
                            employeeNoShowReported: boolean;
                            psychologist: {
                                presentationId: string | null;
                                title: string;
                                presentation: {
                                    firstName: string;
                                    /** @enum {string} */
                                    formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                                    approach: string;
                                    languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listWaitingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: string;
                            doctorCategoryName: string;
                            /** @enum {string} */
                            meetingType: "PHONE" | "TEAMS";
                            startDate: string;
                            endDate: string;
                            expiresAt: string;
                        }[];
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    joinWaitingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    doctorCategoryName: "Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social";
                    /** @enum {string} */
                    meetingType: "PHONE" | "TEAMS";
                    weekStart?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        entry: {
                            id: string;
                            doctorCategoryName: string;
                            /** @enum {string} */
                            meetingType: "PHONE" | "TEAMS";
                            startDate: string;
                            endDate: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    leaveWaitingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    bookWaitingListOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        meeting: {
                            meetingId: string;
                            startDate: string;
                            endDate: string;
                            /** @enum {string} */
                            meetingStatus: "AVAILABLE" | "BOOKED" | "CANCELLED";
                            /** @enum {string} */
                            meetingType: "PHONE" | "TEAMS";
                            doctorCategoryName: string;
                            subject: string;
                            meetingLink: string | null;
                            rating: number | null;
                            isLateCancellation: boolean;
                            doctorDecision: ("PENDING" | "ACCEPTED") | null;
                            cancelledBy: ("EMPLOYEE" | "DOCTOR" | "ADMIN") | null;
                            moveCount: number;
                            doctorNoShowReported: boolean;
                            employeeNoShowReported: boolean;
                            psychologist: {
                                presentationId: string | null;
                                title: string;
                                presentation: {
                                    firstName: string;
                                    /** @enum {string} */
                                    formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                                    approach: string;
                                    languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPsychologistChoices: {
        parameters: {
            query: {
                doctorCategoryName: "Neuropsychologue" | "Psychologue clinicien" | "Psychologue du travail" | "Psychologue social";
                meetingType: "PHONE" | "TEAMS";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        psychologists: {
                            presentationId: string | null;
                            title: string;
                            presentation: {
                                firstName: string;
                                /** @enum {string} */
                                formOfAddress: "LA_PSYCHOLOGUE" | "LE_PSYCHOLOGUE";
                                approach: string;
                                languages: ("FR" | "EN" | "ES" | "DE" | "IT" | "PT" | "AR")[];
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLatestDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export: {
                            id: string;
                            /** @enum {string} */
                            status: "PREPARING" | "READY" | "FAILED";
                            requestedAt: string;
                            readyAt: string | null;
                            expiresAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export: {
                            id: string;
                            /** @enum {string} */
                            status: "PREPARING" | "READY" | "FAILED";
                            requestedAt: string;
                            readyAt: string | null;
                            expiresAt: string | null;
                        };
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadDataExport: {
        parameters: {
            query?: {
                format?: "json" | "html";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description L'export, selon `format` : `json` (application/json) ou `html` (text/html, une page lisible) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                    "text/html": string;
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    eraseOwnAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactEmail: string | null;
                        pendingContactEmail: string | null;
                        isDetailedSubject: boolean;
                    };
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateMailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contactEmail: string;
                    isDetailedSubject: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactEmail: string | null;
                        pendingContactEmail: string | null;
                        isDetailedSubject: boolean;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Authentification requise, ou session expirée ou invalide */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmContactEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactEmailToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                    };
                };
            };
            /** @description Données invalides : `message`, et `errors` par champ quand un champ est en cause */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Ressource introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Requête trop volumineuse */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Type de contenu non pris en charge (JSON attendu) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Trop de requêtes : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Base de données momentanément indisponible : réessayer (en-tête Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
