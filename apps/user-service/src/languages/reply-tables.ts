import type { Channel } from '@forecourt/validators';
import type { replies } from '../messages.ts';

/** A key of the service's reply table (messages.ts). */
export type ReplyKey = keyof typeof replies;

/** The replies of one language other than English: every key of `replies`, and the templates. */
export type ReplyTable = {
  texts: Readonly<Record<ReplyKey, string>>;
  /** 'Otp Sent Successfully to your mobile'. */
  otpSent: (channel: Channel) => string;
  /** The resend cooldown while the code sent last still works; `seconds` already formatted. */
  codeAlreadySent: (channel: Channel, seconds: string) => string;
  /** 'Welcome to Forecourt DEALER-GROUP Portal': the type stays as the spec writes it. */
  welcome: (type: string) => string;
};

const afrikaansChannel: Record<Channel, string> = { mobile: 'selfoon', email: 'e-pos' };

/** Afrikaans, as the portal's af.json writes the same ideas. */
export const afrikaans: ReplyTable = {
  texts: {
    invalidCredentials: 'Ongeldige gebruikersnaam of wagwoord.',
    profileNotFound: "Ons kon nie 'n profiel vir hierdie besonderhede vind nie.",
    invalidOtp: 'Daardie kode is nie reg nie. Kontroleer dit asseblief en probeer weer.',
    codeExpired: "Hierdie kode het verval of 'n nuwer een is gestuur. Vra asseblief 'n nuwe kode.",
    codeTriesUsed: 'Te veel verkeerde kodes. Begin asseblief weer.',
    otpAlreadyUsed: "Hierdie kode is reeds gebruik. Meld asseblief weer aan of vra 'n nuwe kode.",
    tooManyAttempts: 'Te veel pogings. Probeer asseblief later weer.',
    tooManyRequests: 'Te veel versoeke. Wag asseblief effens en probeer weer.',
    resendTooSoon: "Wag asseblief voordat jy nog 'n kode vra.",
    destinationLimit:
      'Te veel kodes is na hierdie nommer of adres gestuur. Probeer asseblief later weer.',
    captchaFailed: 'Voltooi asseblief die captcha-verifikasie.',
    startAgain: 'Hierdie stap het verval. Begin asseblief weer.',
    flowEnded: "Dit is in 'n ander oortjie of venster voltooi of weer begin. Begin asseblief weer.",
    flowResumed: 'Gaan voort waar jy opgehou het.',
    noDestination: 'Geen kontakbesonderheid is vir die gekose kanaal geregistreer nie.',
    sendFailed: 'Ons kon nie die kode stuur nie. Probeer asseblief weer.',
    credentialsVerified: 'Besonderhede bevestig. Kies waarheen ons jou OTP moet stuur.',
    usernameTaken: "Gebruikersnaam is reeds geneem. Verskaf asseblief 'n ander gebruikersnaam.",
    usernameTriesUsed: 'Te veel gebruikersname is probeer. Begin asseblief weer.',
    registrationPending:
      "'n Registrasie vir hierdie ID-nommer wag reeds vir sy OTP. Voer daardie OTP in waar jy begin het, of probeer weer oor 'n paar minute.",
    alreadyRegistered:
      'Hierdie ID-nommer is reeds geregistreer. Meld asseblief aan of herwin jou gebruikersnaam.',
    customerNotFound: 'Geen finansieringskliënt is vir hierdie ID-nommer gevind nie.',
    customerFound: 'Kliënt gevind.',
    dealerGroupUnknown: 'Verskaf asseblief Handelaarsgroep.',
    registrationComplete: 'Registrasie geslaag. Jy kan nou aanmeld.',
    usernameRetrieved: 'Gebruikersnaam suksesvol herwin',
    passwordChanged: 'Jou wagwoord is verander.',
    unauthorized:
      'Hierdie portaal is nie opgestel om die aanmelddiens te bereik nie. Probeer asseblief later weer, of kontak ondersteuning as dit aanhou.',
    invalidSession: 'Jou sessie het geëindig. Meld asseblief weer aan.',
    notFound: 'Daar is niks by hierdie adres nie.',
    methodNotAllowed: 'Hierdie metode word nie hier toegelaat nie.',
    bodyTooLarge: 'Die versoek is te groot.',
    unsupportedMediaType: 'Versoeke moet as application/json gestuur word.',
    malformedJson: 'Die vorm kon nie gelees word nie.',
    serverError: 'Iets het aan ons kant skeefgeloop. Probeer asseblief later weer.',
    unavailable:
      "Die diens is kortstondig onbeskikbaar. Probeer asseblief oor 'n paar sekondes weer.",
    dealerGroups: 'Handelaarsgroepe gelaai.',
    passkeyOptions: 'Gebruik jou wagwoordsleutel om voort te gaan.',
    passkeyAdded:
      'Wagwoordsleutel bygevoeg. Meld volgende keer aan met jou vingerafdruk, gesig of skermslot.',
    passkeyRefused:
      "Hierdie wagwoordsleutel kon nie gebruik word nie. Probeer asseblief weer, of meld aan met 'n OTP.",
    passkeyWrongPortal:
      "Hierdie wagwoordsleutel behoort aan 'n rekening op 'n ander Forecourt-portaal. Meld daar aan, of meld hier aan met 'n OTP.",
    passkeyLimit:
      'Hierdie rekening hou reeds die meeste wagwoordsleutels wat toegelaat word. Verwyder asseblief eers een.',
    passkeysListed: 'Jou wagwoordsleutels.',
    passkeyRenamed: 'Wagwoordsleutel hernoem.',
    passkeyRemoved: 'Wagwoordsleutel verwyder.',
    passkeyNotFound: 'Hierdie rekening hou nie so ’n wagwoordsleutel nie.',
  },
  otpSent: (channel) => `OTP suksesvol na jou ${afrikaansChannel[channel]} gestuur`,
  codeAlreadySent: (channel, seconds) =>
    `'n OTP is reeds na jou ${afrikaansChannel[channel]} gestuur en is steeds geldig. Voer dit in, of vra 'n nuwe een oor ${seconds} sekondes.`,
  welcome: (type) => `Welkom by die Forecourt ${type}-portaal`,
};

// isiZulu's locative: 'to your phone' is one word group.
const zuluToChannel: Record<Channel, string> = {
  mobile: 'kuselula yakho',
  email: 'ku-imeyili yakho',
};

/** isiZulu, as the portal's zu.json writes the same ideas. */
export const isiZulu: ReplyTable = {
  texts: {
    invalidCredentials: 'Igama lomsebenzisi noma iphasiwedi akulungile.',
    profileNotFound: 'Asikwazanga ukuthola iphrofayela yale mininingwane.',
    invalidOtp: 'Leyo khodi ayilungile. Sicela uyihlole bese uzama futhi.',
    codeExpired:
      'Le khodi iphelelwe yisikhathi noma kuthunyelwe entsha. Sicela ucele ikhodi entsha.',
    codeTriesUsed: 'Amakhodi amaningi kakhulu angalungile. Sicela uqale futhi.',
    otpAlreadyUsed: 'Le khodi isisetshenzisiwe. Sicela ungene futhi noma ucele ikhodi entsha.',
    tooManyAttempts: 'Imizamo miningi kakhulu. Sicela uzame futhi emuva kwesikhathi.',
    tooManyRequests: 'Izicelo ziningi kakhulu. Sicela wehlise ijubane bese uzama futhi.',
    resendTooSoon: 'Sicela ulinde ngaphambi kokucela enye ikhodi.',
    destinationLimit:
      'Amakhodi amaningi kakhulu athunyelwe kule nombolo noma ikheli. Sicela uzame futhi emuva kwesikhathi.',
    captchaFailed: 'Sicela uqedele ukuqinisekiswa kwe-captcha.',
    startAgain: 'Lesi sinyathelo siphelelwe yisikhathi. Sicela uqale futhi.',
    flowEnded:
      'Lokhu kuqediwe noma kuqalwe kabusha kwenye ithebhu noma iwindi. Sicela uqale futhi.',
    flowResumed: 'Qhubeka lapho ugcine khona.',
    noDestination: 'Ayikho imininingwane yokuxhumana ebhaliselwe indlela ekhethiwe.',
    sendFailed: 'Asikwazanga ukuthumela ikhodi. Sicela uzame futhi.',
    credentialsVerified: 'Imininingwane iqinisekisiwe. Khetha lapho sizothumela khona i-OTP yakho.',
    usernameTaken: 'Igama lomsebenzisi selithathiwe. Sicela unikeze elinye igama lomsebenzisi.',
    usernameTriesUsed: 'Kuzanywe amagama omsebenzisi amaningi kakhulu. Sicela uqale futhi.',
    registrationPending:
      'Ukubhalisa kwale nombolo ye-ID sekulinde i-OTP yakho. Faka leyo OTP lapho uqale khona, noma uzame futhi emuva kwemizuzu embalwa.',
    alreadyRegistered:
      'Le nombolo ye-ID isibhalisiwe. Sicela ungene noma uthole kabusha igama lakho lomsebenzisi.',
    customerNotFound: 'Alikho ikhasimende lezezimali elitholakele kule nombolo ye-ID.',
    customerFound: 'Ikhasimende litholakele.',
    dealerGroupUnknown: 'Sicela unikeze Iqembu Labathengisi.',
    registrationComplete: 'Ukubhalisa kuphumelele. Manje ungangena.',
    usernameRetrieved: 'Igama lomsebenzisi litholakele ngempumelelo',
    passwordChanged: 'Iphasiwedi yakho ishintshiwe.',
    unauthorized:
      'Le phothali ayisethiwe ukuze ifinyelele isevisi yokungena. Sicela uzame futhi emuva kwesikhathi, noma uxhumane nosizo uma kuqhubeka.',
    invalidSession: 'Iseshini yakho iphelile. Sicela ungene futhi.',
    notFound: 'Akukho lutho kuleli kheli.',
    methodNotAllowed: 'Le ndlela ayivunyelwe lapha.',
    bodyTooLarge: 'Isicelo sikhulu kakhulu.',
    unsupportedMediaType: 'Izicelo kufanele zithunyelwe njenge-application/json.',
    malformedJson: 'Ifomu alikwazanga ukufundwa.',
    serverError:
      'Kukhona okungahambanga kahle ngasohlangothini lwethu. Sicela uzame futhi emuva kwesikhathi.',
    unavailable:
      'Isevisi ayitholakali okwesikhashana. Sicela uzame futhi emuva kwemizuzwana embalwa.',
    dealerGroups: 'Amaqembu abathengisi alayishiwe.',
    passkeyOptions: 'Sebenzisa i-passkey yakho ukuze uqhubeke.',
    passkeyAdded:
      'I-passkey yengeziwe. Ngokuzayo, ngena ngesigxivizo somunwe, ubuso noma ukukhiya isikrini.',
    passkeyRefused:
      'Le passkey ayikwazanga ukusetshenziswa. Sicela uzame futhi, noma ungene nge-OTP.',
    passkeyWrongPortal:
      'Le passkey ingeye-akhawunti kwenye iphothali ye-Forecourt. Ngena lapho, noma ungene lapha nge-OTP.',
    passkeyLimit: 'Le akhawunti inama-passkey amaningi avunyelwe. Sicela ususe eyodwa kuqala.',
    passkeysListed: 'Ama-passkey akho.',
    passkeyRenamed: 'I-passkey iqanjwe kabusha.',
    passkeyRemoved: 'I-passkey isusiwe.',
    passkeyNotFound: 'Le akhawunti ayinayo i-passkey enjalo.',
  },
  otpSent: (channel) => `I-OTP ithunyelwe ngempumelelo ${zuluToChannel[channel]}`,
  codeAlreadySent: (channel, seconds) =>
    `I-OTP isithunyelwe ${zuluToChannel[channel]} futhi isasebenza. Yifake, noma ucele entsha emuva kwamasekhondi angu-${seconds}.`,
  welcome: (type) => `Siyakwamukela kuphothali ye-Forecourt ${type}`,
};
