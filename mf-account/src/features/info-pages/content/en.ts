import type { InfoContent } from './types';

/** English: the source every other language is translated from. */
const content: InfoContent = {
  terms: {
    title: 'Terms and conditions',
    intro: [
      'These terms and conditions form the membership agreement between you and {{company_name}}, the operator of {{site_name}}. By creating an account you accept them, so please read them carefully.',
    ],
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          '{{site_name}} is operated by {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, registered with the Chamber of Commerce under number {{kvk}} and trading as {{tradenames}}. You can reach our customer service at {{support_email}}.',
        ],
      },
      {
        heading: 'The service',
        paragraphs: [
          '{{site_name}} is an online dating and chat service for adults. Members create a profile, search and view other profiles, like each other and exchange messages, photos and virtual gifts.',
          'The service is intended for entertainment. We do not guarantee that you will meet anyone or find a match.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Age and registration',
        paragraphs: [
          'You must be at least {{min_age}} years old to use {{site_name}}. By registering you confirm that you have reached this age and that the law of your country allows you to use an adult dating service. We delete the accounts of members who turn out to be younger.',
          'You register with a valid e-mail address, which you confirm through the activation link we send you. Keep your password secret: you are responsible for everything done with your account. Accounts are personal and may not be transferred.',
        ],
      },
      {
        heading: 'Free membership, premium and credits',
        paragraphs: [
          'Membership is free. Free members can create a profile, search, like other members, upload up to 3 photos and start up to 2 conversations.',
          'Sending messages costs credits; the price per message is shown before you send it. Credits are sold in packages, and prices include VAT. Your first credit purchase, of any size, makes you a premium member: you can start unlimited conversations, see photos that are blurred for free members and upload up to 25 photos.',
          'Credits are not money. They cannot be exchanged for cash or transferred to another member. Unused credits can be refunded within {{refund_days}} days of purchase under our return policy.',
        ],
      },
      {
        heading: 'Fictional profiles',
        paragraphs: [
          'Some profiles on {{site_name}} are fictional profiles run by our staff for entertainment. They are marked with an icon. You chat with a real employee, but you cannot meet a fictional profile in person. By accepting these terms you confirm that you understand this.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Rules of conduct',
        paragraphs: [
          'You treat other members with respect. You may not post content that is illegal, violent, discriminatory or involves minors; publish photos of other people without their consent; ask for or offer money, paid sexual services or commercial offers; harass, threaten or stalk other members; or use scripts, bots or a false identity.',
          'We may review, refuse or remove profile texts and photos that break these rules, and we may restrict or ban accounts as described in our access ban policy.',
        ],
      },
      {
        heading: 'Ending your membership',
        paragraphs: [
          'You can delete your account at any time in your settings. Your profile is hidden immediately. For 14 days you can still reactivate the account with the link we e-mail you; after that, all your data are permanently removed. Unused credits expire with the account unless you claim a refund in time.',
          'We may suspend or end your membership if you break these terms or fraudulently reverse a payment. If we end the agreement for a reason not attributable to you, we refund your unused credits.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We do our best to keep {{site_name}} available and secure but cannot guarantee uninterrupted access. We are not responsible for what members say or do, or for the accuracy of their profiles. Our liability is limited to the amount you paid us in the twelve months before the damage occurred, except in the case of intent or gross negligence or where the law does not allow such a limitation.',
        ],
      },
      {
        heading: 'Changes and applicable law',
        paragraphs: [
          'We may change these terms. We announce important changes at least 30 days in advance by e-mail or on the site; if you do not agree, you can end your membership before they take effect. This version applies from {{terms_date}}.',
          'These terms are governed by the law of the country where {{company_name}} is established ({{company_country}}). Disputes are brought before the competent court for {{company_city}}, unless mandatory consumer law gives you the right to go to the court where you live. You can also use the European Online Dispute Resolution platform.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy statement',
    intro: [
      '{{company_name}} respects your privacy. This statement explains which personal data we process when you use {{site_name}}, why we do so and which rights you have under the General Data Protection Regulation (GDPR).',
    ],
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          'The controller of your personal data is {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, Chamber of Commerce number {{kvk}}. You can send any question about privacy to {{support_email}}.',
        ],
      },
      {
        heading: 'Which data we process',
        paragraphs: [
          'Account data: your e-mail address, your password (stored only as a secure hash), name, date of birth, gender and the language you use the site in.',
          'Profile data you choose to share: photos, city and region, appearance, relationship status, interests and your about-me text. Some of this, such as your sexual preferences, is sensitive information. You provide it voluntarily and can change or delete it at any time.',
          'Usage data: your messages, likes, gifts, credit purchases and their payment status, device and browser information, your IP address and the approximate location derived from it, and the tracking parameters of a partner link if you arrived through one.',
        ],
      },
      {
        heading: 'Why we use your data and on which legal basis',
        paragraphs: [
          'To provide the service and perform the membership agreement (Article 6(1)(b) GDPR): your account, profile, messages, payments and customer service.',
          'With your explicit consent (Articles 6(1)(a) and 9(2)(a) GDPR): processing your sexual preferences and interests to show them on your profile and to suggest matches, and sending push notifications. You can withdraw your consent at any time.',
          'For our legitimate interests (Article 6(1)(f) GDPR): keeping the site safe, preventing fraud and abuse, settling commissions with partners and improving the service. To meet legal obligations (Article 6(1)(c) GDPR): bookkeeping and tax records.',
        ],
      },
      {
        heading: 'Who receives your data',
        paragraphs: [
          'We never sell your personal data. We share data only with processors that help us run the service, such as hosting, e-mail and payment providers, under a data processing agreement, and with authorities when the law requires it. Other members only see what you publish on your profile and what you send them. If data are transferred outside the European Economic Area, we use the standard contractual clauses of the European Commission.',
        ],
      },
      {
        heading: 'How long we keep your data',
        paragraphs: [
          'We keep your data as long as your account exists. When you delete your account, it is first hidden and kept for 14 days, so that you can still reactivate it with the link we e-mail you. After those 14 days your account, profile, photos and messages are permanently purged.',
          'Payment records are kept for seven years because tax law requires it. Security logs are deleted after six months at the latest.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'We protect your data with encrypted connections, hashed passwords, limited staff access and regular security updates. Before we store a photo we remove its metadata, such as the GPS location where it was taken.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to access, correct and erase your data, to restrict or object to their processing, to data portability and to withdraw your consent. You can do much of this yourself in your profile and settings. For anything else, send your request to {{support_email}}; we answer within one month.',
          'You also have the right to lodge a complaint with the data protection authority in your country or in the country where we are established ({{company_country}}).',
        ],
      },
    ],
  },

  'privacy-us': {
    title: 'Privacy notice for US residents',
    intro: [
      'This notice applies to visitors and members of {{site_name}} who live in the United States. It explains how {{company_name}} collects, uses and discloses personal information, and describes the rights that residents of California and other states have under the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA) and similar state laws.',
    ],
    sections: [
      {
        heading: 'Personal information we collect',
        paragraphs: [
          'Identifiers (e-mail address, name, IP address, account ID); characteristics you provide (date of birth, gender); sensitive personal information you choose to share (sexual orientation and preferences, photos); commercial information (credit purchases and payment status); internet activity (pages viewed, messages and likes sent, device and browser data); approximate geolocation derived from your IP address or a city you enter; and inferences such as suggested matches.',
          'You must be at least {{min_age}} years old to use {{site_name}}. We do not knowingly collect personal information from anyone younger.',
        ],
      },
      {
        heading: 'How we use personal information',
        paragraphs: [
          'We use personal information to create and run your account, show your profile to other members, deliver messages, process payments, provide customer service, keep the site secure, prevent fraud and comply with the law. We use sensitive personal information only to provide the service you request, as the CCPA permits, and not to infer characteristics about you.',
        ],
      },
      {
        heading: 'No sale or sharing',
        paragraphs: [
          'We do not sell your personal information and we do not share it for cross-context behavioral advertising, as those terms are defined in the CCPA, and we have not done so in the past twelve months. We disclose personal information for business purposes to service providers bound by contract, such as hosting, e-mail and payment providers, and to authorities when the law requires it.',
        ],
      },
      {
        heading: 'Retention',
        paragraphs: [
          'We keep your personal information while your account is open. After you delete your account, it is kept for 14 days so that you can reactivate it, and then permanently deleted. Payment records are kept as long as tax and accounting laws require.',
        ],
      },
      {
        heading: 'Your privacy rights',
        paragraphs: [
          'Depending on your state, you have the right to know what personal information we have collected about you and how we use it, to receive a copy, to correct inaccurate information, to have it deleted, to opt out of sale, sharing and targeted advertising, and to limit the use of sensitive personal information. We honor Global Privacy Control signals, and we will not discriminate against you for exercising any of these rights.',
          'To make a request, e-mail {{support_email}} or call {{support_phone}}. We verify your request by matching it with the e-mail address of your account and respond within 45 days. You may use an authorized agent, who must show your signed permission. If we deny your request, you may appeal by replying to our answer; if the appeal is denied, you may contact your state attorney general.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          '{{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}. E-mail: {{support_email}}. This notice was last updated on {{terms_date}}.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookie policy',
    intro: [
      '{{site_name}} uses only a few cookies and similar techniques, and all of them are needed to make the site work. This page explains which ones we use and why.',
    ],
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: [
          'A cookie is a small text file that a website stores in your browser. Local storage is a similar technique that keeps information in your browser without sending it to the server with every request. Both let a site remember something between visits.',
        ],
      },
      {
        heading: 'Strictly necessary cookies',
        paragraphs: [
          'auth._token keeps you logged in. It is a secure session cookie that scripts cannot read, and it is valid for 30 days or until you log out.',
          'i18n_redirected remembers the language you chose for the site. It is kept for 365 days.',
        ],
      },
      {
        heading: 'Local storage',
        paragraphs: [
          'We keep a few details in the local storage of your browser: when you closed a notice, such as the entry warning or the reminder to add a profile photo, so that we do not show it again too soon; and the tracking parameters of a partner link you arrived through, so that the partner can be credited if you sign up. Nothing in local storage is used to follow you on other websites.',
        ],
      },
      {
        heading: 'No advertising or tracking cookies',
        paragraphs: [
          'We do not place third-party advertising cookies, and we do not let advertising networks or social media follow you on {{site_name}}. Because we only use strictly necessary cookies, the law does not require your consent for them, which is why you do not see a cookie banner.',
          'When you pay, the pages of our payment providers may set their own cookies. Those are covered by the cookie policy of the provider concerned.',
        ],
      },
      {
        heading: 'Managing cookies',
        paragraphs: [
          'You can delete cookies and local storage in your browser settings at any time. If you block the necessary cookies, you cannot log in and the site will not remember your language. Questions? Write to {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Access ban policy',
    intro: [
      'To keep {{site_name}} a safe and pleasant place, we can restrict or block access for members who break our terms and conditions. This policy explains when we do so and what you can do if you disagree.',
    ],
    sections: [
      {
        heading: 'What leads to a ban',
        paragraphs: [
          'We ban accounts in particular for: being younger than {{min_age}} or pretending to be someone else; posting illegal content or anything involving minors; harassment, threats, hate speech or repeated unwanted messages; asking for money, offering paid sexual services or advertising; fraud, including reversing payments that were made; spam, bots or automated use of the site; and creating a new account after an earlier ban.',
        ],
      },
      {
        heading: 'Warnings, temporary and permanent bans',
        paragraphs: [
          'For less serious breaches we usually start with a warning or remove the content concerned. A temporary ban blocks access for a set period. Serious or repeated breaches lead to a permanent ban, and we then also refuse new accounts from the same person.',
          'If your account has been banned, you see a message when you try to log in. We tell you the reason, unless that would help someone get around our safety measures or the law does not allow it.',
        ],
      },
      {
        heading: 'Credits after a ban',
        paragraphs: [
          'Credits are personal and tied to your account. If your account is banned for breaking the terms, unused credits are not refunded. If the ban turns out to be a mistake, we restore your account together with its credits.',
        ],
      },
      {
        heading: 'How to appeal',
        paragraphs: [
          'If you believe you were banned by mistake, you can appeal through our complaints page. Choose the category "Other", give the e-mail address of your account and explain why you think the decision is wrong. You do not need to be logged in to do this.',
          'Your appeal is reviewed by a member of our team who was not involved in the original decision. We reply by e-mail, usually within five working days. If you are still not satisfied, you can contact customer service at {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Frequently asked questions',
    intro: [
      'Here you will find answers to the questions our members ask most often. Can’t find what you are looking for? Contact customer service at {{support_email}}.',
    ],
    items: [
      {
        question: 'What are credits and what do they cost?',
        answer: [
          'Credits are the currency of {{site_name}}. You use them to send messages, photos and gifts, and the number of credits a message costs is shown before you send it. Credits are sold in packages: the larger the package, the lower the price per credit.',
        ],
      },
      {
        question: 'What is the difference between free and premium membership?',
        answer: [
          'As a free member you can create a profile, search, like members and start up to 2 conversations. As soon as you buy credits for the first time, of any amount, you become a premium member for good: you can start as many conversations as you like, see photos that are blurred for free members and upload up to 25 photos.',
        ],
      },
      {
        question: 'How many photos can I upload?',
        answer: [
          'Free members can upload up to 3 photos, premium members up to 25. Your photos are visible to other members as soon as they are uploaded. Our moderators remove photos that break the rules, and every new photo is automatically compared with the removed ones, so a removed photo cannot be uploaded again. Only upload photos of yourself, and never pictures of other people without their consent.',
        ],
      },
      {
        question: 'Why are some photos blurred?',
        answer: [
          'Members can keep some of their photos private. Free members see these photos blurred; premium members see them in full.',
        ],
      },
      {
        question: 'Can I use {{site_name}} without being seen?',
        answer: [
          'Yes: switch on invisible mode in your settings. Your profile then no longer appears in search results, and other members cannot message or like you, while you keep using the site as usual. Switch it off whenever you want to be found again.',
        ],
      },
      {
        question: 'How do I delete my account, and can I change my mind?',
        answer: [
          'Go to your settings and choose to delete your account. Your profile disappears immediately. For 14 days you can still reactivate your account with the link in the e-mail we send you, with your profile, messages and credits intact. After 14 days everything is permanently deleted.',
        ],
      },
      {
        question: 'I have not received the activation e-mail. What now?',
        answer: [
          'First check your spam or junk folder, and make sure the e-mail address of your account is spelled correctly. You can request a new activation e-mail from the reminder at the top of the site, once a minute at most. Still nothing after a few minutes? Contact customer service.',
        ],
      },
      {
        question: 'I forgot my password. How do I reset it?',
        answer: [
          'Click “Forgot your password?” on the login page and enter your e-mail address. You receive a link to choose a new password; it is valid for one hour and works only once. After the reset you are logged out on all other devices.',
        ],
      },
      {
        question: 'How do I date safely?',
        answer: [
          'Never send money to someone you met online, however convincing the story. Do not share your home address, bank details or passwords. Meet for the first time in a public place, tell a friend where you are going and arrange your own transport. Report suspicious behaviour through the complaints page.',
        ],
      },
      {
        question: 'Are all profiles real people?',
        answer: [
          'Some profiles on {{site_name}} are fictional profiles run by our staff for entertainment. They are marked with an icon on the profile. You can chat with them, but you cannot meet them in real life. Our terms and conditions explain this as well.',
        ],
      },
      {
        question: 'How can I pay?',
        answer: [
          'Depending on your country you can pay by credit card, iDEAL, PayPal, Bancontact, SEPA direct debit, Przelewy24 and many other methods. The methods available to you are shown when you buy credits. Payments are handled securely by our payment provider, and we never see your full card details.',
        ],
      },
      {
        question: 'Can I get my money back?',
        answer: [
          'You can ask for a refund of unused credits within {{refund_days}} days of the purchase. Our return policy explains the conditions.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Returns and refunds',
    intro: [
      'We want you to be satisfied with every purchase on {{site_name}}. This policy explains when and how you can get your money back for credits.',
    ],
    sections: [
      {
        heading: 'Refund of unused credits',
        paragraphs: [
          'You can cancel a credit purchase and get your money back within {{refund_days}} days of the purchase, as long as you have not used any credits from that package. If you have already used some of them, we refund the unused part in proportion to the price you paid.',
          'By starting to use credits you agree that the service begins immediately. For credits you have already spent, the statutory right of withdrawal therefore no longer applies.',
        ],
      },
      {
        heading: 'What cannot be refunded',
        paragraphs: [
          'Credits used to send messages, photos or gifts; bonus credits and credits received through a discount or promotion; purchases made more than {{refund_days}} days ago; and the credits of accounts banned for breaking the terms and conditions.',
        ],
      },
      {
        heading: 'How to request a refund',
        paragraphs: [
          'Send your request through the complaints page, choosing the category "Payment", or by e-mail to {{support_email}}. Include the e-mail address of your account and the date and amount of the purchase. We confirm that we have received your request and handle it within five working days.',
        ],
      },
      {
        heading: 'How you get your money back',
        paragraphs: [
          'Approved refunds are paid back through the payment method you used, within 14 days of our decision. Depending on your bank or card issuer, it may take a few more days before the amount appears on your statement. The refunded credits are removed from your balance.',
        ],
      },
    ],
  },

  service: {
    title: 'Customer service',
    intro: [
      'Do you have a question about your account, a payment or another member? The {{site_name}} customer service team is happy to help. You can reach us by phone, by e-mail or through the complaints page.',
    ],
    sections: [
      {
        heading: 'Before you contact us',
        paragraphs: [
          'Many questions are already answered on our FAQ page, for example about credits, photos, invisible mode and deleting your account. Have a look there first: you may find the answer right away.',
        ],
      },
      {
        heading: 'By phone',
        paragraphs: [
          'You can call us on {{support_phone}} on working days from 9:00 to 17:00 (Central European Time). Please have the e-mail address of your account ready so that we can find your details quickly. For your security we will never ask for your password.',
        ],
      },
      {
        heading: 'By e-mail',
        paragraphs: [
          'You can write to {{support_email}} at any time. Please use the e-mail address you registered with, so that we can link your message to your account, and attach a screenshot if it helps to explain a technical problem. We answer within one working day.',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          'Are you not satisfied with our service, or do you want to report a member or a piece of content? Use the complaints page. You receive a reference number and a confirmation by e-mail, and we respond within five working days. If we cannot resolve your complaint together, you can submit it to the European Online Dispute Resolution platform.',
        ],
      },
      {
        heading: 'Payments and refunds',
        paragraphs: [
          'For questions about a payment, please have the date, the amount and the payment method at hand. Unused credits can be refunded within {{refund_days}} days; our return policy explains how.',
        ],
      },
    ],
  },
};

export default content;
