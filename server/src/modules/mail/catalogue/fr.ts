import type { MailCatalogue } from './en.js';

const fr: MailCatalogue = {
  'common.greeting': 'Bonjour {{name}},',
  'common.signature': 'Bien cordialement,\nL’équipe {{site_name}}',
  'common.ignore': 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.',
  'common.linkFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'common.footer': 'Vous recevez cet e-mail car vous possédez un compte sur {{site_name}}.',
  'activation.subject': 'Confirmez votre adresse e-mail pour {{site_name}}',
  'activation.intro':
    'Bienvenue sur {{site_name}} ! Veuillez confirmer votre adresse e-mail afin que les autres membres puissent vous répondre et que nous puissions protéger votre compte.',
  'activation.button': 'Confirmer mon adresse e-mail',
  'activation.expiry': 'Ce lien n’est valable qu’une seule fois et expire dans {{hours}} heures.',
  'passwordReset.subject': 'Réinitialisez votre mot de passe {{site_name}}',
  'passwordReset.intro':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {{site_name}}.',
  'passwordReset.button': 'Choisir un nouveau mot de passe',
  'passwordReset.expiry': 'Ce lien n’est valable qu’une seule fois et expire dans {{minutes}} minutes.',
  'mailChangeConfirm.subject': 'Confirmez votre nouvelle adresse e-mail pour {{site_name}}',
  'mailChangeConfirm.intro':
    'Vous avez demandé à utiliser cette adresse pour votre compte {{site_name}}. Confirmez-la pour finaliser la modification.',
  'mailChangeConfirm.button': 'Confirmer ma nouvelle adresse',
  'mailChangeConfirm.expiry': 'Ce lien n’est valable qu’une seule fois et expire dans {{hours}} heures.',
  'mailChangeNotice.subject': 'L’adresse e-mail de votre compte {{site_name}} va être modifiée',
  'mailChangeNotice.intro':
    'Une demande a été faite pour remplacer l’adresse e-mail de votre compte {{site_name}} par {{new_email}}. La modification prendra effet dès que la nouvelle adresse aura été confirmée.',
  'mailChangeNotice.warning':
    'Si vous n’êtes pas à l’origine de cette demande, changez immédiatement votre mot de passe et contactez notre service client à l’adresse {{support_email}}.',
  'reactivation.subject': 'Votre compte {{site_name}} va être supprimé',
  'reactivation.intro':
    'La suppression de votre compte est programmée. Jusqu’au {{date}}, vous pouvez encore changer d’avis : un seul clic suffit pour restaurer votre profil, vos photos et vos conversations.',
  'reactivation.button': 'Réactiver mon compte',
  'reactivation.after': 'Passé cette date, vos données seront définitivement supprimées.',
  'complaint.subject': 'Nous avons bien reçu votre réclamation ({{reference}})',
  'complaint.intro':
    'Merci d’avoir contacté {{site_name}}. Nous avons bien reçu votre réclamation portant la référence {{reference}} et vous répondrons sous 5 jours ouvrés.',
  'complaint.copy': 'Votre message :',

  'photoRejected.subject': 'Une de vos photos sur {{site_name}} a été retirée',
  'photoRejected.intro':
    "Le {{date}}, un modérateur a examiné une de vos photos et l'a retirée de votre profil. Elle n'est plus montrée à personne et la même image ne peut pas être téléchargée à nouveau.",
  'photoRejected.reasonLabel': 'Le motif donné par le modérateur :',
  'photoRejected.button': 'Ouvrir la page des réclamations',
  'photoRejected.ground': "Cette décision repose sur nos conditions d'utilisation : {{ground}}.",
  'photoRejected.automation':
    "Chaque nouvelle photo est d'abord vérifiée automatiquement pour repérer les copies de photos retirées ; cette décision a été prise par une personne, et non par des moyens automatisés.",
  'photoRejected.appeal':
    "Si vous n'êtes pas d'accord, vous pouvez contester cette décision dans un délai de 6 mois : répondez à cet e-mail ou écrivez-nous via la page des réclamations.",
  'ground.terms_fake_profile': "pas de faux profils ni d'usurpation d'identité",
  'ground.terms_scam': "pas d'escroquerie ni de demandes d'argent",
  'ground.terms_harassment': 'pas de harcèlement',
  'ground.terms_minimum_age': "l'âge minimum",
  'ground.terms_photos': 'les règles pour les photos de profil',
  'ground.terms_spam': 'pas de spam ni de publicité',
  'ground.terms_other': 'les règles de conduite',
  'complaintAnswer.subject': 'Réponse à votre réclamation ({{reference}})',
  'complaintAnswer.intro':
    'Notre service client a répondu à votre réclamation portant la référence {{reference}} :',
  'complaintAnswer.after': "Si vous avez d'autres questions, répondez simplement à cet e-mail.",

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'Nous avons reçu ton signalement ({{reference}})',
  'reportReceived.intro':
    'Merci de nous avoir prévenus. Nous avons reçu ton signalement sous la référence {{reference}} ; un modérateur va l’examiner. Le membre signalé ne saura jamais qui l’a signalé.',
  'decision.subject': 'Notre décision concernant ton compte {{site_name}} ({{reference}})',
  'decision.intro':
    'Voici l’exposé des motifs de la décision {{reference}} concernant ton compte sur {{site_name}}.',
  'decision.what': 'Ce que nous avons décidé : {{what}}',
  'decision.what.warn':
    'un avertissement. Rien n’est restreint cette fois, mais un nouveau manquement peut entraîner une suspension ou une exclusion.',
  'decision.what.remove_photo': 'une de tes photos a été retirée et ne peut pas être remise en ligne.',
  'decision.what.hide_profile':
    'ton profil est masqué dans la recherche, le match finder et le jeu de swipe. Tu peux toujours te connecter.',
  'decision.what.suspend':
    'ton compte est suspendu jusqu’au {{until}}. D’ici là, tu ne peux pas te connecter et les autres membres ne voient pas ton profil.',
  'decision.what.ban':
    'ton compte est fermé définitivement et cette adresse e-mail ne peut plus servir à s’inscrire.',
  'decision.ground': 'Le fondement : Conditions d’utilisation, article {{section}} : {{clause}}.',
  'decision.clause.terms_fake_profile': 'faux profils',
  'decision.clause.terms_scam': 'arnaques et fraude',
  'decision.clause.terms_harassment': 'harcèlement',
  'decision.clause.terms_minimum_age': 'âge minimum',
  'decision.clause.terms_photos': 'photos',
  'decision.clause.terms_spam': 'spam et publicité',
  'decision.clause.terms_other': 'autres manquements aux conditions',
  'decision.how': 'Comment nous y sommes arrivés : {{origin}} {{means}}',
  'decision.origin.report': 'Nous avons agi après le signalement d’un autre membre.',
  'decision.origin.own': 'Nous avons agi après notre propre examen, sans signalement.',
  'decision.means.manual':
    'Une personne de notre équipe a pris cette décision ; aucun moyen automatisé n’a été utilisé.',
  'decision.means.automated': 'Des moyens automatisés l’ont détecté ou décidé.',
  'decision.facts': 'Les faits sur lesquels nous nous fondons :',
  'decision.button': 'Contester cette décision',
  'decision.redress':
    'Comment contester : réponds à cet e-mail ou utilise notre page de réclamations avec la référence {{reference}}, dans un délai de 6 mois ; une personne réexamine la décision, gratuitement. Tu peux aussi saisir un organisme certifié de règlement extrajudiciaire des litiges ou les tribunaux.',
  'monthlyStatement.subject': 'Votre relevé de crédits {{site_name}} pour {{month}}',
  'monthlyStatement.intro': 'Voici ce qui s’est passé avec vos crédits en {{month}}.',
  'monthlyStatement.summary':
    'Crédits achetés : {{bought}}\nCrédits dépensés : {{spent}} (messages {{messages}}, photos {{photos}}, cadeaux {{gifts}})\nCrédits remboursés : {{refunded}}\nVotre solde actuel : {{balance}}',
  'monthlyStatement.button': 'Voir toutes les transactions',
  'monthlyStatement.after':
    'Vous recevez ce relevé parce que vous l’avez demandé. Sur votre page de transactions, vous pouvez le désactiver ou fixer des limites de dépenses.',
  'exportReady.subject': 'Tes données {{site_name}} sont prêtes à être téléchargées',
  'exportReady.intro':
    'La copie de tes données que tu as demandée est prête : ton profil, tes photos, likes, matchs, conversations, appareils et tous tes crédits et paiements, dans un fichier ZIP.',
  'exportReady.button': 'Télécharger mes données',
  'exportReady.after':
    "Tu peux la télécharger depuis ta page de paramètres jusqu'au {{date}} ; ensuite elle est supprimée et tu peux en demander une nouvelle. Toi seul peux la télécharger, une fois connecté.",
};

export default fr;
