import type { MessageId } from './messages.ts';

/**
 * The texts of `messages` in Afrikaans and isiZulu, for `translator`. The portal's catalogues
 * carry the same texts under `rules.` (a test there keeps them equal); a service validates a
 * request in its caller's language with them.
 */
export const messageTranslations = {
  af: {
    'rsaId.error': 'Ongeldige ID-nommer: {reason}',
    'rsaId.length': 'ID moet 13 syfers lank wees.',
    'rsaId.invalid': "nie 'n geldige RSA-ID-nommer nie.",
    'email.invalid': 'Ongeldige e-posadres.',
    'mobile.invalid': 'Ongeldige selfoonnommer.',
    'form.provide': 'Verskaf asseblief {label}.',
    'captcha.required': 'Voltooi asseblief die captcha-verifikasie.',
    'toast.errorTitle': "'n Fout het voorgekom",
    'toast.error': 'Fout',
    'toast.success': 'Geslaag',
    'username.taken': "Gebruikersnaam is reeds geneem. Verskaf asseblief 'n ander gebruikersnaam.",
    'toast.welcome': 'Welkom by die {product} {TYPE}-portaal',
    'otp.sent': 'OTP suksesvol na jou {channel} gestuur',
    'username.retrieved': 'Gebruikersnaam suksesvol herwin',
    'loading.data': 'Wag asseblief terwyl ons data laai.',
    'otp.resendIn': "Vra weer 'n OTP oor : ",
    'field.disabled': 'Veld is gedeaktiveer.',
    'form.addDetails': 'Voeg asseblief besonderhede by',
    'password.lowercase': 'Een kleinletter',
    'password.number': 'Een syfer',
    'password.uppercase': 'Een hoofletter',
    'password.length': '8-16 karakters',
    'password.special': 'Een spesiale karakter',
    'password.verified': 'Wagwoord bevestig',
    'field.required': 'Hierdie veld is verpligtend.',
    'field.maxLength': 'Mag hoogstens {max} karakters wees.',
    'field.alphanumeric': "Gebruik slegs letters, syfers, spasies en _ @ ' . / # & + -",
    'field.companyName': "Gebruik slegs letters, syfers, spasies, hakies en _ @ ' . / # & + -",
    'password.pattern':
      "Wagwoord moet minstens 8 karakters hê met 'n hoofletter, 'n kleinletter, 'n syfer en een van #?!@$%^&*-",
    'password.mismatch': 'Wagwoorde stem nie ooreen nie.',
    'otp.invalid': 'Die kode moet 6 syfers wees.',
    'channel.invalid': 'Kies asseblief selfoon of e-pos.',
    'terms.required': 'Aanvaar asseblief die bepalings en voorwaardes.',
    'terms.invalid': 'Bepalings en voorwaardes moet Ja of Nee wees.',
    'role.invalid': 'Onbekende portaalrol.',
    'identifier.required': "Verskaf asseblief 'n ID-nommer of 'n gebruikersnaam.",
    'form.invalid': 'Die vorm kon nie gelees word nie.',
    'field.controlCharacters':
      'Verwyder die versteekte karakters (tabs, reëlbreuke en dies meer) uit hierdie veld.',
  },
  zu: {
    'rsaId.error': 'Inombolo ye-ID engalungile: {reason}',
    'rsaId.length': 'I-ID kufanele ibe namadijithi angu-13.',
    'rsaId.invalid': 'akuyona inombolo ye-ID yaseNingizimu Afrika evumelekile.',
    'email.invalid': 'Ikheli le-imeyili elingalungile.',
    'mobile.invalid': 'Inombolo yeselula engalungile.',
    'form.provide': 'Sicela unikeze {label}.',
    'captcha.required': 'Sicela uqedele ukuqinisekiswa kwe-captcha.',
    'toast.errorTitle': 'Kuvele iphutha',
    'toast.error': 'Iphutha',
    'toast.success': 'Kuphumelele',
    'username.taken': 'Igama lomsebenzisi selithathiwe. Sicela unikeze elinye igama lomsebenzisi.',
    'toast.welcome': 'Siyakwamukela kuphothali ye-{product} {TYPE}',
    'otp.sent': 'I-OTP ithunyelwe ngempumelelo ku-{channel} yakho',
    'username.retrieved': 'Igama lomsebenzisi litholakele ngempumelelo',
    'loading.data': 'Sicela ulinde ngesikhathi silayisha imininingwane.',
    'otp.resendIn': 'Cela i-OTP futhi emuva kwe : ',
    'field.disabled': 'Le nkambu ivaliwe.',
    'form.addDetails': 'Sicela wengeze imininingwane',
    'password.lowercase': 'Uhlamvu olulodwa oluncane',
    'password.number': 'Inombolo eyodwa',
    'password.uppercase': 'Uhlamvu olulodwa olukhulu',
    'password.length': 'Izinhlamvu ezingu-8 kuya ku-16',
    'password.special': 'Uhlamvu olulodwa olukhethekile',
    'password.verified': 'Iphasiwedi iqinisekisiwe',
    'field.required': 'Le nkambu iyadingeka.',
    'field.maxLength': 'Akumele idlule izinhlamvu ezingu-{max}.',
    'field.alphanumeric':
      "Sebenzisa izinhlamvu, amadijithi, izikhala kanye no-_ @ ' . / # & + - kuphela",
    'field.companyName':
      "Sebenzisa izinhlamvu, amadijithi, izikhala, abakaki kanye no-_ @ ' . / # & + - kuphela",
    'password.pattern':
      'Iphasiwedi kufanele ibe nezinhlamvu okungenani ezingu-8 ezinohlamvu olukhulu, uhlamvu oluncane, inombolo nolulodwa kulezi #?!@$%^&*-',
    'password.mismatch': 'Amaphasiwedi awafani.',
    'otp.invalid': 'Ikhodi kufanele ibe namadijithi angu-6.',
    'channel.invalid': 'Sicela ukhethe iselula noma i-imeyili.',
    'terms.required': 'Sicela wamukele imigomo nemibandela.',
    'terms.invalid': 'Imigomo nemibandela kufanele ibe Yebo noma Cha.',
    'role.invalid': 'Indima yephothali engaziwa.',
    'identifier.required': 'Sicela unikeze inombolo ye-ID noma igama lomsebenzisi.',
    'form.invalid': 'Ifomu alikwazanga ukufundwa.',
    'field.controlCharacters':
      'Susa izinhlamvu ezifihliwe (ama-tab, ukwehla komugqa nokunye okunjalo) kule nkambu.',
  },
} as const satisfies Readonly<Record<'af' | 'zu', Readonly<Record<MessageId, string>>>>;

/** A language `messageTranslations` has. */
export type TranslatedLanguage = keyof typeof messageTranslations;
