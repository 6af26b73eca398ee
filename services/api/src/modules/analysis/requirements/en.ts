/**
 * English matchers: what a careful reader accepts as meeting each requirement in one sentence of a
 * notice, over its normalised text (lower case, one kind of quote). Each names what must co-occur,
 * and masks the phrases that look like a topic without being it: "children's clothing" is not
 * children's data, a money transfer is not a transfer of data, "breach of these terms" is no data
 * breach, "restrict access" is security, not the right of access.
 */
import { EMAIL, PHONE, PRIVACY_EMAIL } from './contact-patterns.js';
import { periodsInDays } from './periods.js';
import { about, anyOf, channelFor, either, inSentence, listedUnder, rule, under, type SentenceTest, type TextTest } from './rule.js';
import { MAX_RESPONSE_DAYS, type LanguageMatchers, type PurposeKind } from './types.js';

const DATA = /\b(?:data|information|details|records?)\b/;
/** Says the reader may do something: a right, a request. */
const MAY = /\bright\b|\brights\b|\bentitled\b|\byou (?:can|may|could|are able to)\b|\brequest|\bask (?:us|for)\b|\bapply\b/;

// --- Notice changes -----------------------------------------------------------------------------
const CHANGES = rule({
  all: [
    /\b(?:chang|amend|updat|modif|revis)\w*/,
    /\b(?:this|our|the|updated|new|revised|amended) (?:privacy )?(?:policy|notice|statement)\b|\bprivacy (?:policy|notice|statement)\b|\bamendments?\b/,
    /\b(?:notify|notif|inform|let you know|tell you|post|publish|announc|communicat|alert|e-?mail|sms|text message|in-app|by (?:a )?(?:notice|message)|show a notice|on (?:this|our) (?:page|website|site|platform|app)|on the (?:platform|website|site|app))\w*/,
  ],
});

/** "Any changes will be posted on this page." after a sentence or under a heading about changing the notice. */
const CHANGES_ANNOUNCED = about(
  rule({ all: [/\b(?:chang|amend|updat|modif|revis)\w*/, /\b(?:policy|notice|statement)\b/] }),
  rule({ all: [/\b(?:chang|amend|updat|modif|revis)\w*/, /\b(?:notif\w*|inform\w*|post(?:ed)?|publish\w*|announc\w*|communicat\w*|alert\w*|e-?mail\w*|sms|let you know|tell you)\b/] }),
);

// --- Controller ---------------------------------------------------------------------------------
const CONTROLLER_ROLE =
  /\b(?:data )?controller\b|\bresponsible for (?:the |your |all )?(?:processing|personal|protection|protecting|data|information|health)|\bdetermines? the purposes\b|\bissued by\b|\boperat(?:es|ed|ing)\b|\bprovides\b|\bowns\b|\blicensed by\b|\bapplies to\b|\b(?:explains|describes|sets out) (?:how|what|why)\b/;
/** A name before a legal form, in the original's capitals: "Qimmah Bank", "SookMart Online Trading LLC". */
const ENTITY_NAME =
  "[A-Z][\\w&'’-]*(?:\\s+(?:[A-Z][\\w&'’.-]*|&|and|for|of|al|Al|el|bin))*\\s+(?:Company|Co\\.?|Bank|Group|Corporation|Corp\\.?|LLC|L\\.L\\.C\\.|Ltd\\.?|Limited|Inc\\.?|JSC|CJSC|Holding|Airways|Airlines|Hospital|Center|Centre|Establishment|Est\\.|Trading|Insurance|Telecom|Telecommunications|PLC)(?![A-Za-z])";
const NAMED_ENTITY = new RegExp(`\\b${ENTITY_NAME}`);
const ENTITY_OPENS = new RegExp(`^(?:The\\s+)?${ENTITY_NAME}`);
/** A sentence that opens with a name of capitalised words and says what it does: "Nujoom Malls is committed to protecting your privacy." */
const NAME_OPENS =
  /^(?!(?:We|Our|This|The|These|Those|If|You|Your|When|Where|To|For|In|On|At|By|All|Any|Some|Each|Every|Personal|Data|Privacy)\b)[A-Z][\w'’&-]+(?:\s+[A-Z][\w'’&-]+)+\s+(?:is|are|respects|operates|provides|owns|collects|processes|uses|values|takes)\b/;
const LEGAL_FORM = /\bjoint stock company\b|\blimited liability company\b|\bcommercial registration\b|\bc\.?r\.? (?:no|number)\b|\bgovernment (?:entity|agency|body)\b|\bincorporated in\b|\bregistered in (?:the kingdom|saudi)/;
/** Defines who "we" are: a name followed by ("Layan", "we", "us") or (the "Center"), in the original's capitals. */
const WE_DEFINED = /[A-Z][\w&'’.-]*(?:\s+(?:[A-Z&][\w&'’.-]*|for|of|and|al|bin))*\s*\((?:hereinafter |together |collectively |also )?(?:referred to as |called )?(?:the )?["“][^"”]{2,40}["”]/;
/** Capitalised phrases that name no one in particular. */
const GENERIC_CAPITALS = /\b(?:Privacy (?:Policy|Notice|Statement)|Personal (?:Data|Information)(?: Protection Law)?|PDPL|(?:the )?Kingdom(?: of Saudi Arabia)?|Saudi Arabia|Saudi Data (?:and|&) (?:Artificial Intelligence|AI) Authority|SDAIA|Saudi Central Bank|SAMA|Implementing Regulations?|Data Protection Officer|Terms(?: and Conditions)?|Cookie Policy)\b/g;
/** A capitalised name somewhere but at the sentence's start: "... collected by SAUDI PDPL in its capacity as a controller". */
const NAMES_SOMEONE: TextTest = ({ text }) => /(?<!^)\b[A-Z][A-Za-z&'’-]+/.test(text.replace(GENERIC_CAPITALS, ' ').replace(/^\W*\w+/, ''));
const CONTROLLER_WORD = rule({ all: [/\b(?:data )?controller\b/] });
const ABOUT_PRIVACY = /\bprivacy\b|\bpersonal (?:data|information)\b|\b(?:this|our) (?:policy|notice)\b/;
const CONTROLLER_NAME: TextTest = either(
  rule({ all: [CONTROLLER_ROLE], original: [NAMED_ENTITY] }),
  rule({ all: [CONTROLLER_ROLE, LEGAL_FORM] }),
  (s) => CONTROLLER_WORD(s) && NAMES_SOMEONE(s),
  rule({ all: [/\b(?:we|us|our|company|bank|center|centre|group|policy|notice|provides|operates|is)\b/], original: [WE_DEFINED] }),
  rule({ all: [/\b(?:this|our) (?:privacy )?(?:policy|notice|statement)\b|\bwe\b|\bour\b/, LEGAL_FORM] }),
  rule({ all: [ABOUT_PRIVACY], original: [NAME_OPENS] }),
  rule({ all: [ABOUT_PRIVACY], original: [ENTITY_OPENS] }),
  rule({ all: [/"(?:we|us|our)"/], original: [NAMED_ENTITY] }),
);

const CITY = /\b(?:riyadh|jeddah|jedda|dammam|khobar|al khobar|dhahran|makkah|mecca|madinah|medina|taif|tabuk|abha|buraidah|jubail|yanbu|hail|najran|jazan|qassim|saudi arabia|ksa)\b/;
const CONTROLLER_ADDRESS = either(
  rule({ all: [/\bp\.? ?o\.? ?box\b|\bpostal code\b|\bzip code\b|\bnational address\b|\bmailing address\b|\bpostal address\b/] }),
  rule({ all: [/\bregistered (?:office|address)\b|\bhead ?(?:office|quarters)\b|\bheadquarter|\bprincipal (?:place|office)\b|\bour (?:office|address)\b|\baddress\s*:|\boffice address\b|\blocated at\b/, new RegExp(`\\d|\\b(?:street|road|district|building|tower|city|floor|unit)\\b|${CITY.source}`)] }),
  rule({ all: [/\b(?:street|road|st\.|rd\.|district|building|bldg|tower|unit|floor)\b/, CITY, /\d/] }),
);

// --- Governance ---------------------------------------------------------------------------------
const DPO = rule({ all: [/\bdata protection officer\b|\bdpo\b|\bprivacy officer\b|\bchief (?:data |privacy )/], mask: [EMAIL] });
const PRIVACY_TEAM = rule({
  all: [/\b(?:privacy|data protection|data privacy|data governance|personal data(?: management)?|data management|information security and privacy) (?:team|office|department|unit|function|committee|lead|manager|officer)\b/],
  mask: [/\bnational data management office\b/],
});

const SECURITY_MEASURES =
  /\bencrypt\w*|\bfirewalls?\b|\bmulti-factor\b|\btwo-factor\b|\b2fa\b|\baccess controls?\b|\bpenetration test\w*|\bvulnerability (?:test|scan)\w*|\biso(?:\/iec)? ?27001\b|\bpci[- ]dss\b|\bnetwork segmentation\b|\bintrusion\b|\bsecurity (?:monitoring|audits?|testing)\b|\bpseudonymi[sz]\w*|\btokeni[sz]\w*|\bsecure (?:servers|data cent(?:er|re)s|environment|systems|networks|facilities)\b|\b(?:tls|ssl)\b|\bcybersecurity\b|\bconfidentiality (?:undertakings|agreements|obligations)\b|\baccess (?:to [^.]{0,40})?is (?:restricted|limited)\b|\brestrict\w* access\b|\bneed[- ]to[- ]know\b|\bbackups?\b/;
/** Named measures: a notice that only says it takes "appropriate security measures" does not describe them. */
const SECURITY = rule({ all: [SECURITY_MEASURES] });

const BREACH = rule({
  all: [
    /\bbreach\w*|\bsecurity incidents?\b|\bdata incidents?\b|\bincident response\b|\bdata leak\w*|\bleak(?:s|ed|age)?\b|\bcompromised?\b/,
    /\bnotif\w*|\binform\w*|\breport\w*|\balert\w*|\btell you\b|\blet you know\b|\brespon\w*|\bhandl\w*|\bcontain\w*|\binvestigat\w*|\bsdaia\b|\bauthority\b|\b72 hours\b|\bwithout (?:undue )?delay\b|\bplan\b|\bprocedures?\b/,
  ],
  mask: [/\bbreach(?:es)? of (?:these|the|this|our|any|your) (?:terms|agreement|contract|conditions|obligations|policy|law|rules)\b|\bbreach of contract\b/],
});

// --- Purposes -----------------------------------------------------------------------------------
const USE_VERB = /\b(?:use|uses|used|using|process|processes|processed|processing|collect|collects|collected|handle|need|needs|ask for)\b/;
/** "to" and a verb, how a use is introduced: not "to the", "to you", nor "relating to". */
const TO_VERB_SOURCE =
  '(?<!\\b(?:relating|related|relation|according|due|prior|subject|pursuant|addition|respect|regard|belonging|compared|similar|equivalent|close|consent|access|right) )\\bto (?!(?:the|you|us|our|your|third|other|a|an|any|all|these|those|this|that|them|it|its|their|which|whom|anyone|such|outside|be|personal|date)\\b)[a-z]{2,}';
const TO_VERB = new RegExp(TO_VERB_SOURCE, 'g');
const TO_A_USE = `${TO_VERB_SOURCE}|\\bin order to\\b|\\bso (?:that|we can)\\b`;
const PURPOSE_STATED = either(
  // We use your data to ..., in that order: "in order to collect" or "applies to personal data" state no use.
  rule({
    all: [new RegExp(`${USE_VERB.source}[^.]{0,60}?\\b(?:data|information|details|them|it|names?|numbers?|address|e-?mail)\\b[^.]{0,30}?(?:${TO_A_USE})`)],
    none: [/\b(?:do not|don't|never|will not|won't|did not) (?:knowingly |intentionally )?(?:collect|use|process)\b/],
  }),
  rule({ all: [/^to [a-z]+[^.]{0,100},\s*we (?:collect|use|process)\b/] }),
  rule({ all: [new RegExp(`\\b(?:data|information|details)\\b[^.]{0,60}\\b(?:is|are|will be|may be|shall be|can be) (?:used|processed|collected)\\b[^.]{0,20}?(?:${TO_A_USE})`)] }),
  rule({
    all: [
      /\bfor (?:the |any of the |one or more of the )?(?:following |these |those |such |specific |specified |legitimate |limited |various |several )?purposes?\b|\bpurposes? (?:for which|of (?:the )?processing|of (?:collecting|using|processing)|(?:are|include|including|such as|below|above|listed|set out|described))\b/,
      /\b(?:collect|process|use|handle)\w*/,
      DATA,
    ],
    mask: [/\bfor the purposes? of (?:this|these|the (?:pdpl|law))\b/],
  }),
  rule({ all: [/\b(?:data|information|details) (?:helps|allows|enables) us\b/] }),
  // "The information we collect is used for the following:", "We use your data in the following ways:".
  rule({ all: [/\b(?:data|information|details)\b[^.]{0,60}\b(?:is|are|will be|may be|shall be|can be) (?:used|processed)\b (?:for|in)\b(?! accordance)|\b(?:use|process)\w* (?:your |the |this |such )?(?:personal )?(?:data|information|details)\b[^.]{0,20}\b(?:in the following ways|for the following (?:reasons|uses|purposes))\b/] }),
);
/** Opens as the items of a list of uses do: "To deliver ...", "Processing payments", "We use it ...". */
const STARTS_WITH_USE = rule({
  all: [
    /^to (?!(?:the|you|us|our|your|third|other|a|an|any|all|these|those|this|that|them|it)\b)[a-z]{2,}|^[a-z]{3,}ing\b|^we (?:may |also )?(?:use|process)\b|^(?:the )?(?:provision|management|administration|prevention|detection|improvement|development|delivery|fulfil?ment|processing|verification|performance|operation|maintenance|analysis|personali[sz]ation|communication|compliance|handling|creation|issuance|collection|protection|investigation|assessment|evaluation|execution) of\b|^(?:customer|account|order|fraud|service|marketing|payment|identity|security|legal|regulatory|risk|quality|product|billing|debt|claims?|credit)\s+(?:service|support|care|management|prevention|detection|processing|verification|improvement|compliance|assessment|analytics|assurance|development|communications|administration|handling|collection|checks?|monitoring|reporting)\b/,
  ],
});
const PURPOSE_HEADING = rule({ all: [/\bpurposes?\b|\bhow we use\b|\bwhy we (?:collect|process|use|need)\b|\buse of (?:your )?(?:personal )?(?:data|information)\b|\bwhat we do with\b/] });

const PURPOSE_KINDS: Record<PurposeKind, TextTest> = {
  service: rule({ all: [/\bprovid\w* (?:you with )?(?:our |the |your )?(?:services?|products?|care)\b|\bdeliver\w*|\borders?\b|\baccounts?\b|\bcontract\b|\bactivat\w*|\bbook\w*|\btickets?\b|\bcheck you in\b|\btreat\w*|\bdiagnos\w*|\bappointments?\b|\bpolic(?:y|ies) and claims\b|\bclaims?\b|\bpermits?\b|\brewards?\b|\bloyalty\b|\bmembership\b|\bsubscriptions?\b/] }),
  payment: rule({ all: [/\bpayments?\b|\bbilling\b|\bbills?\b|\binvoic\w*|\brefunds?\b|\btransfers?\b|\btransactions?\b|\bcollect\w* (?:payments|dues|debts)\b/] }),
  security: rule({ all: [/\bfraud\w*|\bmoney laundering\b|\bsecur\w*|\bmisuse\b|\babuse\b|\bcrime\b/] }),
  identity: rule({ all: [/\bverif\w* (?:your |applicants' |the )?identity\b|\bknow your customer\b|\bkyc\b|\bauthenticat\w*/] }),
  communication: rule({ all: [/\bcommunicat\w*|\bcontact\w* you\b|\brespond\w*|\banswer\w*|\benquir\w*|\binquir\w*|\bcustomer (?:service|support|care)\b|\bstatements\b|\bservice messages\b|\bnotif\w*|\bcomplaints?\b|\bsupport\b/] }),
  marketing: rule({ all: [/\bmarketing\b|\bpromot\w*|\boffers?\b|\bnewsletters?\b|\badvertis\w*/] }),
  improvement: rule({ all: [/\bimprov\w*|\banaly[sz]\w*|\bstatistic\w*|\bresearch\b|\bdevelop\w*|\bquality\b|\bunderstand how\b/] }),
  legal: rule({ all: [/\bcompl(?:y|iance)\b|\blegal\b|\bregulat\w*|\blaw\b|\bauthorit\w*|\breporting\b|\bobligations?\b|\bduties\b/] }),
  personalisation: rule({ all: [/\bpersonali[sz]\w*|\btailor\w*|\bcustomi[sz]\w*|\brecommend\w*/] }),
  credit: rule({ all: [/\bcredit\b|\bfinanc\w*|\bloans?\b|\beligib\w*|\bunderwrit\w*|\bprice and issue\b/] }),
  recruitment: rule({ all: [/\brecruit\w*|\bjob applications?\b|\bcandidates?\b|\bemployment\b/] }),
};

const LIMITATION_OF_OTHERS = [/\bcontracts?\b|\bagreements?\b|\bbound\b|\bobligat\w*|\brequire them\b/];
const LIMITATION = either(
  rule({ all: [/\b(?:use|process)\w* (?:(?:it|them|your \w+(?: \w+)?|the \w+|this \w+) )?(?:only|solely|exclusively) (?:to|for)\b|\bonly (?:use|process)\w* (?:it|them|your|the|this)\b/], none: LIMITATION_OF_OTHERS }),
  rule({ all: [/\b(?:not|never|no|won't|don't|doesn't|cannot|can't)\b[^.]{0,60}\b(?:use|process|repurpose|share|disclose)\w*[^.]{0,80}\b(?:other|different|incompatible|unrelated|new|further|additional|anything else)\b/], none: LIMITATION_OF_OTHERS }),
  rule({ all: [/\brepurpose\w*|\bpurposes? (?:that (?:is|are) )?(?:incompatible|unrelated|not related)|\bfor nothing else\b|\bpurpose limitation\b|\bin a (?:manner|way) (?:that is )?incompatible\b/] }),
  rule({ all: [/\b(?:only|solely|exclusively)\b/, /\b(?:specified|specific|explicit|legitimate|stated|defined|declared)(?:,? (?:and |or )?[a-z]+){0,3} purposes\b|\bpurposes? (?:for which|that we|we (?:have )?(?:told|collected)|(?:set out|stated|described|specified|listed|outlined|mentioned|identified|explained|above|below|in this))|\bpurposes? (?:set out|stated|described|specified|listed|outlined|mentioned)\b/] }),
  rule({ all: [/\b(?:new|another|different|other) purposes?\b/, /\b(?:tell|inform|notify|ask|consent|permission)\w*/] }),
  rule({ all: [/\b(?:use|processing|collection|handling)\b[^.]{0,40}\b(?:is |are |will be |remains? )?(?:strictly )?(?:limited|restricted|confined) to\b[^.]{0,30}\bpurposes?\b/], none: LIMITATION_OF_OTHERS }),
);

// --- Legal basis --------------------------------------------------------------------------------
/** What consent in a privacy notice is to: processing, marketing, cookies, research; not surgery or a policy's assignment. */
const CONSENT_TO_PROCESSING =
  /\b(?:data|information|details|process\w*|use|using|collect\w*|shar\w*|disclos\w*|market\w*|messages|cookies|contact you|send\w*|research|photograph\w*|record\w*|biometric|face|template|tick box|prompt|opt-in|law requires)\b/;
const CONSENT = /\bconsent\w*|\bpermission\b/;
const NOT_CONSENT = [/\bconsent is not\b|\bnot (?:rel\w*|based) on (?:your )?consent\b|\bnot the basis\b/];
const CONSENT_BASIS = either(
  rule({ all: [CONSENT, /\bbasis\b|\bbased on\b|\brel(?:y|ies|ying)\b|\bgrounds?\b|\blawful\b|\bjustif\w*/], none: NOT_CONSENT }),
  rule({
    all: [
      /\b(?:only )?(?:with|upon|subject to|after obtaining|after receiving) your (?:prior |explicit |express |written |specific |separate )*(?:consent|permission)\b|\bask (?:you )?for your (?:prior |explicit |express |written )*(?:consent|permission)\b[^.]{0,40}\bbefore\b|^consent\s*[:-]/,
      CONSENT_TO_PROCESSING,
    ],
    none: [/\b(?:new|another|other|different|unrelated) purposes?\b/],
  }),
);
const OTHER_BASIS = rule({
  all: [
    /\blegitimate interests?\b|\bperform\w* (?:of )?(?:a |the |our |your )?(?:contract|agreement)\b|\bnecessary (?:to|for) (?:enter|perform|fulfil|provide|the performance|deliver)\w*|\bcontractual (?:necessity|obligations?)\b|\b(?:legal|statutory|regulatory) (?:obligations?|requirements?|duty|duties|functions|powers)\b|\bobligations? under\b|\bvital interests?\b|\bpublic (?:interest|functions|tasks)\b|\bstatutory functions\b|^(?:contract(?:ual)?|legal obligation|legitimate interests?|public interest|vital interests?)\s*[:-]/,
  ],
  mask: [/\b(?:retain|keep|kept|store)\w*[^.]{0,60}\b(?:legal|statutory|regulatory) (?:obligations?|requirements?)\b/],
});
const LEGAL_BASIS = either(
  rule({ all: [/\b(?:legal|lawful) (?:basis|bases|grounds?)\b|\blegal justification\b|\bbasis (?:for|of) (?:the |our |this )?processing\b/] }),
  rule({
    all: [
      /\b(?:process|collect|use)\w*/,
      /\bon the basis of\b|\bbased on\b|\bon the grounds? of\b|\brel(?:y|ies|ying) on\b|\bpursuant to\b/,
      /\bconsent\b|\bcontract\b|\bagreement\b|\blegal\b|\blaw\b|\bobligation\b|\blegitimate\b|\binterests?\b/,
    ],
  }),
  OTHER_BASIS,
  CONSENT_BASIS,
);

// --- Data types ---------------------------------------------------------------------------------
const IDENTITY_ITEMS = [
  /\b(?:full |first |last |family |given |your |user ?)?names?\b(?! of)/,
  /\be-?mail(?: address(?:es)?)?\b/,
  /\b(?:phone|mobile|telephone|contact|cell) (?:numbers?|details)\b|\bphone\b|\bmobile\b/,
  /\bnational (?:id|identity)\b|\bid (?:number|card)\b|\bidentity (?:number|card|document)\b|\biqama\b|\bpassport\b/,
  /\bdate of birth\b|\bbirthday\b|\bgender\b|\bnationality\b|\bage\b/,
  /\b(?:home|postal|national|residential|delivery|billing|shipping) address(?:es)?\b/,
];
const NOT_A_LIST_OF_DATA = /\bexcept(?: for)?\b[^.)]*|\bcontact us\b|\breach us\b|\bwrite to us\b|\bcall us\b|\be-?mail us\b|\bby e-?mail(?:ing)?\b|\bbrand names?\b|\btrade names?\b|\bdomain names?\b|\bon behalf of\b/g;
/** A definition ("Personal data means any information such as a name...") lists no data collected. */
const DEFINITION = /\bmeans\b|\brefers? to\b|\bis defined as\b|\bdefinitions?\b/;
const IDENTITY: TextTest = ({ norm }) => {
  if (DEFINITION.test(norm)) return false;
  const read = norm.replace(NOT_A_LIST_OF_DATA, ' ');
  const kinds = IDENTITY_ITEMS.filter((p) => p.test(read)).length;
  return kinds >= 2 || (kinds >= 1 && /\bwe (?:may )?(?:collect|record|ask for|obtain|receive|need)\b/.test(read) && !/\bshare\b/.test(read));
};

/** A heading or lead-in about the data collected: "What we collect", "We collect the following:". */
const DATA_COLLECTED = rule({ all: [/\b(?:data|information|details) (?:that )?we (?:collect|process|hold|obtain|ask for)\b|\b(?:data|information|details) (?:such as|including|like)\b|\byou (?:may )?(?:provide|give|submit)\b|\bwhat (?:personal )?(?:data|information) we\b|\bwe (?:may )?(?:collect|process|record|ask for)\b|\bcollection of\b|\b(?:categories|types) of (?:personal )?(?:data|information)\b/] });
const IDENTITY_ITEM = rule({ all: [new RegExp(IDENTITY_ITEMS.map((p) => p.source).join('|'))], mask: [NOT_A_LIST_OF_DATA] });

const TECHNICAL = rule({
  all: [
    /\bip address\w*|\binternet protocol\b|\bdevice (?:id|ids|identifiers?|information|type|model|data|details)\b|\bdevice and (?:browser|operating)\b|\bthe device (?:and browser )?you use\b|\bbrowser (?:type|version|information|data)\b|\btype of browser\b|\boperating system\b|\blog (?:data|files|information)\b|\bserver logs?\b|\bsign-in times\b|\blogin times\b|\busage (?:data|information)\b|\bdata usage\b|\bbrowsing (?:history|behaviou?r|data|activity|information)\b|\bclickstream\b|\bpages? (?:and products )?(?:you )?(?:visit|view|viewed|visited|look at)\b|\bpages you\b|\b(?:location|geolocation|gps) (?:data|information)\b|\bgeo-?location\b|\b(?:precise|approximate|your) location\b|\bmac address\b|\bimei\b|\badvertising (?:id|identifiers?)\b|\bcall detail records\b|\bcell towers?\b|\bcrash reports\b|\bapp version\b|\bsearch terms\b/,
  ],
});

const COLLECTION_METHOD_STATED = either(
  rule({
    all: [
      /\b(?:collect|obtain|receive|gather|get|record|capture|retriev|log)\w*/,
      /\bdirectly\b|\bfrom (?:you|your|a |an |the |third|other|public|licensed|our|government|credit|doctors|healthcare|sellers|partners|service providers)\b|\bautomatically\b|\bwhen (?:you|someone)\b|\b(?:at|on|upon|during) (?:the time of )?(?:registration|sign-up|signing up|booking|check-in|enrolment|enrollment)\b|\bthrough (?:a |an |the |our |your |another |cookies)\b|\bvia (?:our |the |cookies)\b|\bentered by you\b|\bin (?:the|a|our) (?:\w+ )?form\b/,
    ],
  }),
  rule({ all: [/\bwhen you \w+/, /\bwe (?:ask|collect|record|receive|obtain|request|need)\b/] }),
  rule({ all: [/\b(?:information|data|details) (?:that |which )?you (?:give|provide|share|submit|enter)\b|\b(?:entered|provided|given|supplied|submitted) (?:to us )?(?:directly )?by you\b/] }),
);

const COLLECTION_METHOD: TextTest = (s) => !DEFINITION.test(s.norm) && COLLECTION_METHOD_STATED(s);

// --- Sensitive data -----------------------------------------------------------------------------
const SENSITIVE_KIND =
  /\bspecial categor\w*|\bhealth\b(?! and safety)|\bmedical\b|\bdiagnos[ie]s\b|\bprescriptions?\b|\bsymptoms\b|\btest results\b|\bbiometric\w*|\bfingerprints?\b|\bface (?:template|id|recognition|scan)\b|\bfacial (?:recognition|image|geometry|template)\b|\bgenetic\b|\brelig(?:ion|ious)\b|\bcriminal (?:records?|convictions?|history|offen[cs]es)\b|\bsecurity and criminal\b|\bcredit (?:data|information|history|records?|score|report|rating|worthiness)\b|\bcreditworth\w*|\bethnic\w*|\bracial\b|\btribal origin\b|\bpolitical (?:opinions?|beliefs?|views)\b|\bphilosophical beliefs?\b|\bsexual\b|\btrade union\b|\bdisabilit(?:y|ies)\b|\ballerg(?:y|ies)\b|\bblood (?:type|group|tests?)\b|\bpregnan\w*|\biris (?:scans?|patterns?)\b|\bvoice ?prints?\b|\bdna\b|\bcriminal (?:background|data|information)\b/;
const SENSITIVE_MASK = [/\bcredit cards?\b|\bdebit cards?\b|\bhealth and safety\b|\bhealthy\b|\bhealth (?:products|food|drinks)\b|\bsensitive skin\b/];
/** We (do not) process it: naming a kind of data is not saying whether it is processed. */
const WE_PROCESS = /\b(?:we|our \w+|your doctor|doctors|clinicians)\b[^.]{0,40}\b(?:collect|process|use|hold|record|keep|store|ask|obtain|receive|need|treat|create|request|require)\w*|\b(?:requires us|is processed|are processed|is collected|are collected)\b|\b(?:is|are|be|being|been) (?:collected|processed|used|recorded|stored|held|obtained|kept|requested|required|captured|gathered|handled)\b|\byou (?:tell|give|provide|share|submit|disclose)\b|\btell us\b/;
const SENSITIVE = either(
  rule({ all: [SENSITIVE_KIND, WE_PROCESS], mask: SENSITIVE_MASK }),
  rule({ all: [/\bsensitive\b/, /\b(?:data|information)\b/], none: [DEFINITION], mask: [/\btime-sensitive\b|\bsensitive skin\b/] }),
);
const SENSITIVE_SAFEGUARD = rule({
  all: [
    /\bexplicit (?:written )?consent\b|\bexpress consent\b|\bwritten consent\b|\bonly with your\b|\badditional (?:safeguards|security|protection|measures|controls)\b|\bextra (?:protection|safeguards|care|security)\b|\bstrict(?:er|ly)?\b|\benhanced\b|\bhighest level of protection\b|\b(?:access|it) (?:to [^.]{0,40})?is (?:restricted|limited)\b|\brestrict\w* access\b|\blimited to\b|\bencrypt\w*|\bsegregated\b|\bheightened\b|\bspecial (?:protection|safeguards|care)\b|\b(?:logged|audited)\b|\bhandled only by\b|\b(?:explicit|express|written|separate|specific)\b[^.]{0,25}\b(?:consent|permission|agreement)\b|\bconfidentiality\b|\bsecrecy\b|\bauthori[sz]ed (?:\w+ ){0,2}(?:staff|personnel|employees|clinicians|doctors|professionals)\b|\bneed[- ]to[- ]know\b/,
  ],
});

// --- Rights -------------------------------------------------------------------------------------
const WITHDRAW_CONSENT = /\b(?:withdraw|revok|revoc|retract|take back|taking back)\w*[^.]{0,40}\b(?:consent|permission)|\b(?:consent|permission)\w*[^.]{0,60}\b(?:withdraw|revoke|revocation|withdrawal)\w*/;
const RIGHT_MASK = [/\b(?:restrict|limit|control|prevent|protect against|unauthori[sz]ed)\w*[^.]{0,30}\baccess\b|\baccess (?:is |to it is )?(?:restricted|limited|controlled|logged)\b|\baccess controls?\b|\brole-based access\b|\baccess (?:to )?(?:our|the) (?:website|site|app|services|platform|portal)\b|\bupdate (?:this|our|the) (?:privacy )?(?:policy|notice|statement)\b/, /\breserves? the right\b[^.]*/];
/** A heading or lead-in over a list of rights ("Your rights", "You have the right to:"). */
const RIGHTS_TOPIC = rule({ all: [/\brights?\b|\bentitled\b/], mask: [/\ball rights reserved\b|\b(?:consumer|customer|statutory consumer) rights\b/] });
/** A right: what it names, said as something the reader may do, or listed under rights. */
const right = (what: RegExp[], mask: RegExp[] = RIGHT_MASK): SentenceTest =>
  anyOf(inSentence(rule({ all: [...what, MAY], mask })), under(RIGHTS_TOPIC, rule({ all: what, mask })));
const RIGHTS = {
  informed: right([/\bright to:? (?:be (?:told|informed|notified)|know|(?:clear |receive )?information)\b|\bright of information\b|\bentitled to (?:be (?:told|informed)|know)\b|\bbe (?:told|informed) (?:about |of )?(?:how|why|what)\b|\bknow how (?:we|your)\b|\bbe made aware (?:of|about|how)\b|\bright to transparency\b/]),
  access: right([/\baccess\b[^.]{0,40}\b(?:data|information|records?|details|file)\b|\b(?:data|information)\b[^.]{0,30}\baccess\b|\bright (?:of|to) access\b|\brequest access\b|^access\b[^.]{0,3}$|\b(?:see|view|review|inspect)\b[^.]{0,50}\b(?:information|data|records?|details)\b|\bask (?:us )?for (?:everything|all|the (?:personal )?(?:data|information)|a list)\b|\bwhat (?:personal )?(?:data|information) we hold\b|\bcop(?:y|ies) of (?:your|the|all) (?:personal |medical |patient )?(?:data|information|details|profile|file|records?)\b/]),
  copy: right([/\bcop(?:y|ies) of (?:your|the|their|it|all|this)\b(?! (?:\w+ )?(?:invoices?|receipts?|bills?|contracts?|tickets?|policy documents?|statements? of account))|\bcopy of it\b|\bcopy thereof\b|\b(?:get|obtain|receive|download) a copy\b|\b(?:data )?portability\b|\b(?:readable|machine-readable|structured|commonly used|electronic|clear|legible|portable) (?:format|form|file|copy)\b|\b(?:transfer|transmit|move|port)\w* (?:it|them|your (?:personal )?(?:data|information)) (?:directly )?to another\b/]),
  correction: right([
    /\b(?:rectif|correct|amend|fix|complet|updat)\w*/,
    /\binaccurate\b|\bincorrect\b|\bincomplete\b|\bwrong\b|\bmistakes?\b|\berrors?\b|\bout(?:dated|-of-date)\b|\byour (?:\w+ )?(?:personal )?(?:data|information|details|profile|phone|address|record)\w*|\bthe (?:personal )?(?:data|information)\b|\bit\b|\bcorrection\b|\brectification\b/,
  ]),
  destruction: right([/\b(?:delet|eras|destr|remov)\w*|\bbe forgotten\b/, /\b(?:data|information|account|records?|it)\b|\bdeletion\b|\berasure\b|\bdestruction\b/]),
  withdrawConsent: inSentence(rule({ all: [WITHDRAW_CONSENT] })),
};
const CHANNEL = /@|\be-?mail\w*|\bform\b|\bportal\b|\bin the app\b|\bin-app\b|\bthrough (?:the|our) (?:app|application|website|platform)\b|\bapp\b|\bvisit\w*|\bwrit\w* to\b|\bin writing\b|\bcall\w*|\bphone\b|\bcontact\w*|\bpage of\b|\bbranch\w*|\bcounter\b/;
const HOW_TO_EXERCISE_UNDER_RIGHTS = under(either(RIGHTS_TOPIC, rule({ all: [/\b(?:make|submit|send) a request\b|\bexercis\w*/] })), rule({ all: [/@|\bform\b|\bportal\b/, /\bcontact\b|\be-?mail\w*|\bwrit\w*|\bcall\w*|\bsend\b|\bsubmit\b|\bcomplete\b|\bfill\b/] }));
const HOW_TO_EXERCISE = either(
  rule({
    all: [
      /\bexercis\w*[^.]{0,40}\brights?\b|\b(?:privacy|data|data subject|rights?|such|these|your|any|all|send|submit|make) requests?\b|\brequests? (?:to|for) (?:access|a copy|correct|delet|eras|destr|exercise)\w*|\bto make a request\b|\bto (?:use|invoke|make use of) (?:any of )?(?:these|your|the above|those) rights\b|\brequests? (?:can|may|should|must|shall|will) be (?:made|sent|submitted|addressed|directed|lodged|e-?mailed)\b/,
      CHANNEL,
    ],
    none: [/\bconsent\b[^.]{0,20}\bbefore\b/],
  }),
  rule({
    all: [
      /\byou (?:can|may) (?:request|ask)|\bright to (?:access|correct|request)|\bto (?:ask|request|obtain)\b|\b(?:wish|want|would like) to\b/,
      /\baccess\b|\bcop(?:y|ies)\b|\bcorrect\w*|\bdelet\w*|\beras\w*|\bdestr\w*|\bsee\b|\bview\b/,
      /@|\bby (?:e-?mail|writ|call|visit)\w*|\be-?mail\b|\bthrough (?:the|our)\b|\bform\b|\bportal\b/,
    ],
  }),
);
/** A request answered within the rubric's 30 days at most. */
const RESPONSE_TIME: TextTest = ({ norm }) =>
  /\b(?:within|no later than|not later than|not exceeding|up to|at most|in)\b/.test(norm) &&
  (/\brespond\w*|\brespons\w*|\brepl(?:y|ies)\b|\banswer\w*|\backnowledg\w*|\bresolv\w*/.test(norm) ||
    (/\bprocess\w*|\bhandl\w*|\bdeal with\b|\bcomplet\w*|\bfulfil\w*|\baction\w*|\bexecut\w*|\bact on\b|\baddress\w*/.test(norm) && /\brequests?\b|\benquir\w*|\binquir\w*/.test(norm))) &&
  // The time to answer about an order, a delivery or a refund is no answer to a request about one's data.
  !(/\b(?:deliver\w*|refunds?|returns?|orders?|shipments?|bookings?|repairs?|claims?)\b/.test(norm) && !/\b(?:data|information|privacy|rights?)\b/.test(norm)) &&
  periodsInDays(norm).some((days) => days <= MAX_RESPONSE_DAYS);

// --- Consent ------------------------------------------------------------------------------------
const CONSENT_REQUESTED = rule({
  all: [
    CONSENT_TO_PROCESSING,
    /\b(?:obtain|ask|request|seek|get|collect|secure)\w* (?:you )?(?:for )?(?:your |their |the )?(?:prior |explicit |express |specific |separate |written |clear )*(?:consent|permission)\b|\b(?:without|upon|subject to|after obtaining|based on) (?:first )?(?:obtaining |getting )?(?:your |their )?(?:prior |explicit |express |written )*(?:consent|permission)\b|\b(?:only|solely)\b[^.]{0,60}\bwith (?:your|their|his|her|the [\w']+) (?:\w+ ){0,2}(?:consent|permission)\b|\bbefore\b[^.]{0,80}\b(?:consent|permission)\b|\b(?:consent|permission)\b[^.]{0,80}\b(?:before|prior)\b|\bwill ask (?:you )?for it\b|\bopt-in\b/,
  ],
  mask: [/\b(?:withdraw|revok)\w*[^.]{0,40}\bconsent\w*|\bbased on consent before (?:its )?withdrawal\b/],
});
const CONSENT_WITHDRAW = rule({
  all: [
    WITHDRAW_CONSENT,
    /\bat any time\b|\banytime\b|\bby (?:contacting|e-?mailing|writing|calling|clicking|using|changing|updating|visiting|informing|switching|replying|sending|tapping)\b|\bby (?:written )?notice\b|\bin writing\b|\bthrough\b|\bvia\b|\bcontact us\b|@|\bsettings\b|\bunsubscribe\b|\bopt[- ]out\b|\bapp\b|\bform\b|\bpreferences\b|\btoggles?\b/,
  ],
});
const CONSENT_TOPIC = rule({ all: [/\bconsent\b|\bpermission\b/] });
const CHANGE_OF_MIND = rule({ all: [/\bchange your mind\b|\bswitch\w* (?:it |them )?off\b|\bturn\w* (?:it |them )?off\b/, /\bat any time\b|\bsettings\b|\bapp\b|\bunder\b|\bby\b/] });
const MARKETING_TOPIC = /\bmarketing\b|\bpromotion\w*|\bpromotional\b|\boffers?\b|\bnewsletters?\b|\badvertis\w*|\bcommercial (?:messages|communications)\b/;
const NOT_MARKETING = [/\b(?:do not|don't|never|will not|won't)\b[^.]{0,30}\b(?:use|send|share)\w*[^.]{0,50}\b(?:advertising|marketing)\b/];
const OPT_OUT = /\bunsubscrib\w*|\bopt(?:ed)?[- ]?out\b|\bstop receiving\b|\breply(?:ing)? stop\b|\bsend(?:ing)? stop\b/;
const MARKETING = rule({
  // A job offer is no marketing.
  mask: [...NOT_MARKETING, /\b(?:conditional|job|employment) offers?\b/],
  all: [
    MARKETING_TOPIC,
    /\bconsent\w*|\bopt(?:ed)?[- ]?(?:out|in)\b|\bunsubscrib\w*|\bstop (?:receiving|them)\b|\bno longer (?:wish|want)\b|\bchoose not to\b|\bobject\b|\bpreferences\b|\bwithdraw\b|\bwhere you agree\b|\bif you agree\b|\bpermission\b|\bsettings\b|\breply(?:ing)? stop\b|\bsend(?:ing)? stop\b|\bturn (?:them |it )?off\b|\bswitch (?:them |it )?off\b/,
  ],
});

// --- Retention ----------------------------------------------------------------------------------
const RETAIN =
  /\b(?:retain\w*|retention|keep|keeps|kept|keeping|store|stores|stored|storing|hold|holds|held|preserve\w*|archiv\w*)\b|\b(?:stay|stays|remain|remains) (?:on (?:file|record)|in our (?:systems|records|archives?))\b|\bmaintain(?:s|ed)? (?:your |the |these |such |this |all )?(?:personal )?(?:data|information|records?|details|files?)\b/;
const RETAIN_MASK = [/\bkeep (?:you|it|them|your (?:data|information)) (?:informed|updated|safe|secure|confidential|accurate)\b|\bkeep (?:data|information|it) (?:safe|secure|confidential)\b|\bin-store\b|\bour stores?\b|\bstores? near\b|\bstore locations?\b|\bwe hold about you\b|\bhold about you\b|\bwe hold\b(?! [^.]{0,60}\b(?:for|until|as long)\b)/];
/** What is kept: data, and the records notices name by kind (footage, recordings, CVs, logs). */
const KEPT =
  /\b(?:data|information|records?|details|it|them|files?|accounts?|footage|recordings?|cvs?|resumes?|logs?|copies|documents?|documentation|images?|photos?|history|applications?|messages|correspondence|templates?|samples?|backups?|profiles?)\b/;
const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:-(?:one|four|five))?|thirty(?:-six)?|forty(?:-eight)?|fifty|sixty|seventy|eighty|ninety|\\d+)';
/** A stretch of time: "five (5) years", "18 months", "a year". */
const DURATION = new RegExp(`\\b${NUMBER_WORD}(?:\\s*\\(\\d+\\))?\\s+(?:calendar |full |consecutive )?(?:years?|months?|days?|weeks?)\\b|\\b(?:a|one) (?:year|month)\\b`);
/** An age is no period: "under 18 years", "18 years old". */
const AGES = /\b(?:under|below|over|above|aged?|age of|older than|younger than|turn)\s+(?:the age of )?\d+(?: years?)?\b|\b\d+ years? (?:old|of age)\b/;
/** How long, as a period or a criterion: "as long as your account is open", "while you remain a customer". */
const RETENTION_CRITERION =
  /\bas long as\b|\bperiods?\b|\bfor (?:up to |a (?:minimum|maximum) of |at least |no more than )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)\b|\buntil\b|\bno longer than\b|\blonger than (?:is )?necessary\b|\bonly (?:for )?as long\b|\b(?:as|when|where) (?:required|necessary|needed)\b|\brequired (?:by law )?to (?:keep|retain)|\bcriteria\b|\bduration\b|\bthe life of\b|\bafter (?:the|you|your)\b|\b(?:statutory|legal|regulatory) (?:retention|periods?)\b|\byears?\b|\bmonths?\b|\bwhile\b|\bthroughout\b|\bdepends? on\b|\bdetermined (?:by|according to|on the basis of)\b/;
/** Deleted after a period: "Inactive accounts are closed and deleted after 24 months." */
const DELETED_AFTER = new RegExp(`\\b(?:delet|destr|eras|anonymi[sz]|purg|dispos)\\w*[^.]{0,60}\\b(?:after|following|at the end of)\\b[^.]{0,30}(?:${DURATION.source})`);
/** A line that labels the period: "Retention: five years after the account closes", "Retention period - 10 years". */
const RETENTION_LABEL = /^(?:(?:data|record|records|information|document) )?retention(?: periods?| time| schedule)?\s*[:-]/;
const RETENTION_PERIOD_TEST = either(
  rule({ all: [RETAIN, DURATION, KEPT], mask: [...RETAIN_MASK, AGES] }),
  rule({ all: [RETENTION_LABEL, DURATION], mask: [AGES] }),
  rule({ all: [DELETED_AFTER, KEPT], mask: [AGES] }),
);
const RETENTION_STATED_TEST = either(rule({ all: [RETAIN, RETENTION_CRITERION, KEPT], mask: RETAIN_MASK }), RETENTION_PERIOD_TEST);
/** A heading or lead-in over retention: "How long do we keep your data?", "Data retention", "Retention periods:". */
const RETENTION_TOPIC = rule({
  all: [/\bretention\b|\bretain\w*|\bhow long\b[^.?]{0,40}\b(?:keep|store|hold|retain)\w*|\b(?:keeping|storing|storage of) (?:your )?(?:personal )?(?:data|information|records)\b/],
  none: [/\bsecur\w*|\bsafe\w*|\bprotect\w*/],
});
/** An item of such a list or section: "Loan files: 10 years after the final repayment." */
const RETENTION_ITEM = rule({ all: [DURATION], none: [/\bexpir\w*|\bvalid\b|\bwarrant\w*|\breturn\w*|\brefund\w*|\bpoints\b/], mask: [AGES] });
const RETENTION_STATED = anyOf(inSentence(RETENTION_STATED_TEST), listedUnder(RETENTION_TOPIC, RETENTION_ITEM), listedUnder(RETENTION_TOPIC, rule({ all: [/\bas long as\b|\buntil\b|\bwhile\b|\bfor the (?:duration|life)\b/, KEPT] })));
const RETENTION_PERIOD = anyOf(inSentence(RETENTION_PERIOD_TEST), listedUnder(RETENTION_TOPIC, RETENTION_ITEM));
const RETENTION_DESTRUCTION = inSentence(
  either(
    rule({
      all: [
        /\b(?:delet|destr|eras|anonymi[sz]|de-?identif|dispos|purg|shred)\w*|\b(?:rendered|made|kept|becomes?|become) anonymous\b/,
        /\bno longer\b|\bonce\b|\bwhen\b|\bafter\b|\bwithin\b|\bend of\b|\bends\b|\bexpir\w*|\bsecure(?:ly)?\b|\bperiods?\b|\bretention\b|\bpermanent\w*|\birreversibl\w*|\bpast\b|\bthereafter\b/,
      ],
      none: [MAY],
      // "unless you request earlier deletion" does not make our own deletion a right.
      mask: [/\bunless (?:you|the \w+) requests? (?:\w+ )?(?:deletion|erasure)\b/],
    }),
    // Verbs that also name other things ("remove the packaging"): only of data, at the end of its use.
    rule({
      all: [
        /\bremov(?:e|ed|es|al)\b|\bwip(?:e|ed|es|ing)\b|\boverwrit\w*/,
        /\bno longer\b|\bonce\b|\bafter\b|\bend of\b|\bexpir\w*|\bperiods?\b|\bretention\b|\bpermanent\w*|\bfulfil\w*|\bthen\b/,
        /\b(?:data|information|records?|details|files?|footage|recordings?|accounts?|templates?|copies|logs?)\b|\bfrom our (?:systems?|servers?|databases?|records)\b/,
      ],
      none: [MAY],
    }),
  ),
);

// --- Transfers ----------------------------------------------------------------------------------
const ABROAD =
  /\boutside (?:of )?(?:the kingdom|saudi arabia|the kingdom of saudi arabia|ksa|saudi|the country)\b|\babroad\b|\boverseas\b|\bother countries\b|\banother country\b|\bforeign (?:countries|country|jurisdictions?|authorities|governments)\b|\bcountries outside\b|\bcross[- ]border\b|\binternational(?:ly)? transfers? of (?:personal )?(?:data|information)\b|\btransferred internationally\b|\bbeyond the kingdom\b|\b(?:european union|united states|united arab emirates|uae|ireland|india|usa|eu|germany|netherlands|france|united kingdom|uk|singapore|bahrain|egypt|jordan|switzerland|sweden|belgium|canada|japan|hong kong)\b|\bcountr(?:y|ies) (?:you (?:travel|fly) to|of (?:destination|arrival|transit))\b|\bthat country\b|\bdestination countr\w*/;
const MONEY_TRANSFERS = [/\binternational (?:shipping|delivery)\b|\b(?:ship\w*|deliver\w*)[^.]{0,30}\b(?:internationally|abroad|worldwide|overseas)\b|\b(?:parcels?|packages?|shipments?)\b[^.]*|\b(?:money|fund|funds|bank|wire|cash|salary|remittance|international|payment)s? transfers?\b(?! of (?:personal )?(?:data|information))|\btransfers? (?:money|funds)\b|\bsend (?:and receive )?money\b/];
const MOVE = /\btransfer\w*|\bgo(?:es|ing)\b|\bstor\w*|\bhost\w*|\bprocess\w*|\bshar\w*|\bdisclos\w*|\bsen[dt]\b|\bsending\b|\bmoved?\b|\blocated\b|\bkept\b|\bheld\b|\baccess\w*/;
const IN_KINGDOM = /\b(?:stor\w*|host\w*|kept|held|located|servers?|data cent(?:er|re)s?|process\w*)\b[^.]{0,60}\b(?:within|inside|in) (?:the kingdom|saudi arabia|ksa)\b/;
const TRANSFER_DISCLOSED = either(
  rule({ all: [ABROAD, MOVE, /\b(?:data|information|details|records?)\b/], mask: MONEY_TRANSFERS }),
  rule({ all: [IN_KINGDOM, DATA], mask: MONEY_TRANSFERS }),
);
const TRANSFER_TOPIC = either(TRANSFER_DISCLOSED, rule({ all: [/\btransfers?\b/, /\boutside\b|\babroad\b|\binternational\b|\bcross-border\b/], mask: MONEY_TRANSFERS }));
const TRANSFER_SAFEGUARD = rule({
  all: [
    /\btransfer\w*|\bsend\b|\bshar\w*/,
    /\badequa\w*|\bappropriate safeguards\b|\bsafeguards?\b|\bstandard contractual\b|\bcontractual (?:clauses|safeguards|obligations|commitments)\b|\bbinding corporate\b|\blevel of protection\b|\bequivalent protection\b|\bno lower than\b|\b(?:in accordance|compliance|comply|in line) with (?:the )?(?:pdpl|personal data protection law|law|regulations?|applicable)\b|\btransfer regulation\b|\bregulation on (?:transferring )?(?:personal )?data\b|\brequirements of the regulation\b|\bas permitted by\b|\bconfidentiality obligations\b/,
  ],
  mask: MONEY_TRANSFERS,
});

// --- Sharing ------------------------------------------------------------------------------------
const SHARE = /\bshar(?:e|es|ed|ing)\b|\bdisclos\w*|\bpass(?:es|ed)?\b|\bprovid\w* (?:it|them|your|personal|data|information|details)\b|\btransfer\w*|\bmake (?:it |them )?available\b|\bmade available\b|\bgive access\b|\bgive (?:your|their|the|this|such|personal)\b|\bsend\b|\bsell\b|\bsold\b|\bforward\w*|\btransmit\w*|\breleas(?:e|es|ed|ing)\b|\breveal\w*|\bentrust\w*/;
const RECIPIENTS =
  /\bservice providers?\b|\bproviders?\b|\bsuppliers?\b|\binsurers?\b|\bvendors?\b|\bcontractors?\b|\bprocessors?\b|\baffiliates?\b|\bsubsidiar\w*|\bgroup compan\w*|\bpartners?\b|\bgovernment\w*|\bauthorit\w*|\bregulators?\b|\bministr\w*|\bmunicipalit\w*|\bcourts?\b|\blaw enforcement\b|\bpolice\b|\bcentral bank\b|\bsama\b|\bsdaia\b|\bzatca\b|\bbanks?\b|\bpayment (?:processors?|gateways?|service providers?)\b|\bcard schemes\b|\bcredit (?:bureau\w*|reference)\b|\bsimah\b|\binsurers?\b|\breinsurers?\b|\binsurance compan\w*|\bauditors?\b|\badvis[eo]rs?\b|\blawyers?\b|\bconsultants?\b|\bdelivery (?:compan\w*|partners?|providers?)\b|\blogistics\b|\bcouriers?\b|\bshipping compan\w*|\bagencies\b|\bsellers?\b|\bmerchants?\b|\boperators?\b|\bairlines?\b|\bairports?\b|\bimmigration\b|\bcustoms\b|\bborder authorities\b|\btravel agents?\b|\bhotels?\b|\blaborator\w*|\bhospitals?\b|\bclinicians?\b|\bdoctors?\b|\bhealthcare providers\b|\badministrators\b|\bloss adjusters\b|\bworkshops\b|\bemployers?\b|\bbuyers?\b|\bsuccessors?\b|\bhandling companies\b|\bcloud\b|\bhosting\b|\banalytics\b|\bsocial media\b|\b(?:companies|members|entities|businesses) (?:of|within|in) (?:our|the) (?:[\w-]+ )?group\b|\bsister compan\w*|\bparent compan\w*|\bpublic prosecution\b|\bprosecutors?\b|\bjudicial\b|\b(?:regulatory|supervisory|government|public|official|competent) (?:bodies|entities|agencies)\b|\bpharmac(?:y|ies)\b|\bdebt collect\w*|\bcollection agenc\w*|\bcard (?:networks|issuers)\b|\bground handl\w*|\bpurchasers?\b|\bacquirers?\b|\bfranchisees?\b|\bcall cent(?:er|re)s?\b|\bresearchers\b/;
/** Shared with or passed to the recipient, in that order: "send to us ... on social media" shares nothing. */
const SHARED_WITH = (recipients: RegExp) => new RegExp(`(?:${SHARE.source})[^.]{0,100}?\\b(?:with|to)\\b[^.]{0,60}?(?:${recipients.source})`);
/** The recipient as the subject: "Your insurer receives the details needed to pay claims." */
const RECEIVED_BY = (recipients: RegExp) =>
  new RegExp(`(?:${recipients.source})[^.]{0,30}?\\b(?:receives?|gets?|obtains?|ha(?:s|ve) access to|(?:is|are) (?:given|sent))\\b[^.]{0,40}?\\b(?:data|information|details|records?)\\b`);
const SHARING_RECIPIENTS = rule({ all: [new RegExp(`${SHARED_WITH(RECIPIENTS).source}|${RECEIVED_BY(RECIPIENTS).source}`)], mask: [/\bour partners? (?:offer|provide)\b/, /\b(?:send|provide|give) (?:it |them )?to us\b/] });
const SHARING_PURPOSE = rule({
  all: [
    new RegExp(`${SHARED_WITH(new RegExp(`${RECIPIENTS.source}|\\bthird[- ]part(?:y|ies)\\b`)).source}|${RECEIVED_BY(RECIPIENTS).source}`),
    /\bto (?!(?:the|you|us|our|your|third|other|a|an|any|all|these|those|this|that|them|it|its|their|which|whom|anyone|such|outside|authorities|government|municipalities|immigration)\b)[a-z]{2,}|\bin order to\b|\bso (?:that|they)\b|\bfor the purposes?\b|\bwhen (?:the law|required|they require)|\bwhere (?:the law|required|necessary|they require)|\bas required\b|\bif required\b|\bwhen required\b|\b(?:who|that) (?:help|process|provide|deliver|run|operate|host|carry|fulfil|bring|support|build|maintain)\w*/,
  ],
});
/** A heading or lead-in over the recipients: "Who we share your data with", "We may disclose your data to:". */
const SHARING_TOPIC = rule({ all: [/\bshar(?:e|es|ed|ing)\b|\bdisclos\w*|\brecipients?\b|\bthird parties\b|\bwho (?:we|receives|may receive|has access)\b/] });
/** An item of such a list opening with the recipient: "Payment processors that handle card payments." */
const RECIPIENT_ITEM: TextTest = ({ norm }) => RECIPIENTS.test(norm.slice(0, 50));
const ITEM_PURPOSE = /\b(?:who|that|which) (?:help|process|provide|deliver|run|operate|host|carry|fulfil|bring|support|build|maintain|handle|manage|perform|verify|assist|issue|settle|investigat|audit)\w*|\bto (?!(?:the|you|us|our|your|a|an|any|all|these|those|this|that|them|it|its|their)\b)[a-z]{2,}|\bin order to\b|\bfor (?:the purposes? of|processing|payment|delivery|billing|fraud|audit|claims?|settlement|verification|hosting|analytics)\b|\bwhen (?:the law|required)|\bas required\b|\bif required\b/;
const PROCESSORS_BOUND = rule({
  all: [
    /\bservice providers?\b|\bproviders?\b|\bprocessors?\b|\bvendors?\b|\bsuppliers?\b|\bcontractors?\b|\bthird part\w*|\bpartners?\b|\brecipients?\b|\blaborator\w*|\bthey\b|\bthese (?:parties|companies|entities)\b|\bcompan(?:y|ies)\b|\borgani[sz]ations?\b|\bentit(?:y|ies)\b|\baffiliates?\b|\bany(?:one| party) (?:who|that)\b/,
    /\bcontracts?\b|\bagreements?\b|\bcontractual\w*|\bbound\b|\boblig\w*|\brequired to\b|\brequire (?:all |our |these |such )?(?:them|third parties|service providers|processors|vendors|suppliers|partners)\b|\bcommit\w*|\bundertak\w*/,
    /\bprotect\w*|\bconfidential\w*|\bsecur\w*|\bonly (?:use|process)\b|\binstructions\b|\bon our behalf\b|\bsame (?:level|standard)\b|\bsafeguard\w*|\blimit their use\b|\bcompl(?:y|ies|iance)\b[^.]{0,30}\b(?:pdpl|law|data protection|privacy)\b|\bno other purpose\b/,
  ],
});

// --- Children -----------------------------------------------------------------------------------
const NOT_CHILDREN_DATA = [
  /\b(?:children|children's|childrens|child's|kids|kids'|kid's|baby|babies|babies'|toddlers?|boys'?|girls'?) (?:clothing|clothes|wear|apparel|fashion|toys?|games|shoes|footwear|products|section|department|collection|books|furniture|food|formula|milk|nutrition|snacks|range|items|accessories|care products|play ?area|hospital|menu|meals?|ward|clinic|entertainment|activities)\b/,
  /\b(?:clothing|clothes|toys|products|wear|shoes|books|games|furniture|milk|food|menu|meals) for (?:children|kids|babies)\b/,
  /\bparent compan\w*|\bholding compan\w*|\bchild compan\w*/,
  // Travelling with children: fares, seats and escorts, not their data.
  /\btravel\w* with (?:children|kids|infants)\b|\b(?:children|kids|infants|minors)\b[^.]{0,60}\b(?:accompanied|travel\w*|fly|flying|seats?|fares?|tickets?|meals?|discount\w*|free|lap)\b|\b(?:infants|babies)\b[^.]*/,
];
const AGE_WORD = '(?:1[0-9]|21|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty-one)';
const CHILD = new RegExp(
  [
    /\bchild\w*|\bminors?\b|\bminor's\b|\bkids?\b|\bjuveniles?\b|\bteen(?:s|agers?)?\b|\badolescents?\b|\byoung (?:people|persons|users)\b|\bdependants? under\b|\bsub-wallets?\b|\bage of majority\b/.source,
    `\\b(?:under|below|younger than|less than)[- ](?:the age of |the age |age )?${AGE_WORD}\\b|\\bunder-${AGE_WORD}s\\b`,
    `\\b(?:at least|over|aged|older than|minimum age of|(?:reached|attained|turned)(?: the age of)?) ${AGE_WORD}\\b|\\b${AGE_WORD} (?:years (?:old|of age)|or older|or over|and over)\\b|\\bage of ${AGE_WORD}\\b`,
    /\b(?:lack|lacks|lacking|without) (?:full )?legal capacity\b/.source,
  ].join('|'),
);
const CHILDREN_ADDRESSED = rule({
  all: [
    CHILD,
    /\b(?:data|information|collect\w*|process\w*|knowingly|intended|directed|designed|meant|aimed|targeted|suitable|privacy|consent\w*|register\w*|accounts?|users?|applicants?|customers?|members?|services?|app|website|site|platform|sign up|delete|open|create|use (?:of )?(?:our|the|this))\b/,
  ],
  mask: NOT_CHILDREN_DATA,
});
const GUARDIAN_CONSENT = rule({
  all: [
    /\bparent\w*|\bguardian\w*|\blegal representative\b|\blegally responsible\b|\bcustodian\b/,
    /\bconsent\w*|\bpermission\b|\bapprov\w*|\bauthori[sz]\w*|\bagree\w*|\bverifiabl\w*/,
    // To the processing of the child's data or an account, not to a child travelling alone.
    /\b(?:data|information|process\w*|collect\w*|accounts?|register\w*|sign up|services?|app|platform|website|personal)\b/,
  ],
  mask: NOT_CHILDREN_DATA,
});

// --- DSR contact --------------------------------------------------------------------------------
/** The notice's own name says nothing of what a sentence is for: "you accept this Privacy Policy". */
const POLICY_NAME = /(?<!\b(?:questions?|queries|query|enquir(?:y|ies)|inquir(?:y|ies)|concerns?|comments?|feedback|complaints?|clarifications?)\b[^.]{0,30})\bprivacy (?:policy|notice|statement)\b/;
/** What a contact line is for: privacy and rights, not orders or sales. */
const DSR_TOPIC =
  /\bprivacy\b|\bpersonal (?:data|information|details)\b|\bdata protection\b|\byour (?:personal )?(?:data|information)\b|\brights?\b|\brequests?\b|\b(?:this|our) (?:policy|notice|statement)\b|\bdata subject\b|\bdelet\w*|\bcorrect\w*|\bcopy of\b|\baccess to\b|\bexercis\w*|\bdpo\b|\bhow we (?:use|handle|process|protect)\b/;
const SALES = /\bsales\b|\borders?\b|\bpurchases?\b|\bdeliver\w*|\bshipping\b|\bproducts?\b|\bcareers?\b|\bjobs?\b|\brecruit\w*|\bmedia\b|\bpress\b|\binvestors?\b|\bwholesale\b|\bfranchis\w*|\bcustomer (?:service|care|team)\b|\bcall cent(?:er|re)\b|\bgeneral enquiries\b|\bswitchboard\b|\bbookings?\b|\breservations?\b/;
const FORM = /\b(?:online|web|contact|request|enquiry|inquiry|dedicated|electronic|in-app) form\b|\bform (?:on|at|in|under|available)\b|\bportal\b|\b(?:through|via|in) (?:the |our )?(?:[\w-]+ ){0,3}(?:app|application|website|platform)\b|\bpage of the platform\b|\bmy data\b|\b(?:visit|at) (?:any of )?(?:our |any |the nearest )?branch\w*|\bin person\b|\bwrite to us\b|\bin writing\b|\bby post\b|\bpostal address\b|\bp\.? ?o\.? ?box\b|\bcounter\b/;
/** An e-mail address given for privacy requests: the sentence or its context says so. */
const forPrivacy = (channel: RegExp): SentenceTest => channelFor(channel, DSR_TOPIC, SALES, [POLICY_NAME]);
/** Another channel (a telephone number, a form, a branch) given for requests about one's data, in the sentence itself. */
const forRequests = (channel: RegExp): SentenceTest =>
  inSentence(
    either(
      rule({ all: [channel, /\bprivacy\b|\bdata protection\b|\bexercis\w* (?:\w+ ){0,3}rights?\b|\bdata subject\b|\b(?:your|the) personal (?:data|information)\b/], mask: [POLICY_NAME, EMAIL] }),
      rule({ all: [channel, /\brequests?\b|\bask (?:us )?(?:for|to)\b|\bright\b/, /\bdata\b|\binformation\b|\brights?\b|\brecords?\b/] }),
    ),
  );

/** What a line offering a channel for one's data says: "To exercise any of these rights, please contact us." */
const REQUEST_LINE = rule({
  all: [/\bexercis\w* (?:\w+ ){0,4}rights?\b|\bprivacy (?:requests?|questions?|concerns?|enquir\w*)\b|\bdata protection\b|\bdata subject\b|\b(?:questions?|requests?|concerns?) (?:about|regarding|concerning|relating to) (?:your |the )?(?:personal )?(?:data|information|privacy)\b/],
});
/** A telephone number or a form on the line after one that offers it for requests about one's data, not for orders or sales. */
const afterRequestLine = (channel: RegExp): SentenceTest => about(REQUEST_LINE, rule({ all: [channel], none: [SALES, EMAIL] }), ['lead', 'previous']);

export const EN: LanguageMatchers = {
  sentences: {
    'lastUpdated.changes': anyOf(inSentence(CHANGES), CHANGES_ANNOUNCED),
    'controller.name': inSentence(CONTROLLER_NAME),
    'controller.address': inSentence(CONTROLLER_ADDRESS),
    'controller.contact': inSentence(either(rule({ all: [EMAIL] }), rule({ all: [PHONE] }))),
    'governance.dpo': inSentence(either(DPO, PRIVACY_TEAM)),
    'governance.security': inSentence(SECURITY),
    'governance.breach': inSentence(BREACH),
    'purpose.stated': anyOf(inSentence(PURPOSE_STATED), listedUnder(PURPOSE_HEADING, STARTS_WITH_USE)),
    'purpose.limitation': inSentence(LIMITATION),
    'legalBasis.stated': inSentence(LEGAL_BASIS),
    'legalBasis.consent': inSentence(CONSENT_BASIS),
    'legalBasis.other': inSentence(OTHER_BASIS),
    'dataTypes.identity': anyOf(inSentence(IDENTITY), under(DATA_COLLECTED, IDENTITY_ITEM)),
    'dataTypes.technical': inSentence(TECHNICAL),
    'dataTypes.collectionMethod': inSentence(COLLECTION_METHOD),
    'sensitive.disclosed': inSentence(SENSITIVE),
    'sensitive.safeguards': about(SENSITIVE, SENSITIVE_SAFEGUARD),
    'rights.informed': RIGHTS.informed,
    'rights.access': RIGHTS.access,
    'rights.copy': RIGHTS.copy,
    'rights.correction': RIGHTS.correction,
    'rights.destruction': RIGHTS.destruction,
    'rights.withdrawConsent': RIGHTS.withdrawConsent,
    'rights.howToExercise': anyOf(inSentence(HOW_TO_EXERCISE), HOW_TO_EXERCISE_UNDER_RIGHTS),
    'rights.responseTime': inSentence(RESPONSE_TIME),
    'consent.requested': inSentence(CONSENT_REQUESTED),
    'consent.withdraw': anyOf(inSentence(CONSENT_WITHDRAW), about(CONSENT_TOPIC, CHANGE_OF_MIND)),
    'consent.marketing': anyOf(inSentence(MARKETING), about(rule({ all: [MARKETING_TOPIC], mask: NOT_MARKETING }), rule({ all: [OPT_OUT] }))),
    'retention.stated': RETENTION_STATED,
    'retention.period': RETENTION_PERIOD,
    'retention.destruction': RETENTION_DESTRUCTION,
    'transfers.disclosed': inSentence(TRANSFER_DISCLOSED),
    'transfers.safeguards': about(TRANSFER_TOPIC, TRANSFER_SAFEGUARD),
    'sharing.recipients': anyOf(inSentence(SHARING_RECIPIENTS), listedUnder(SHARING_TOPIC, RECIPIENT_ITEM)),
    'sharing.purpose': anyOf(inSentence(SHARING_PURPOSE), listedUnder(SHARING_TOPIC, (s) => RECIPIENT_ITEM(s) && ITEM_PURPOSE.test(s.norm))),
    'sharing.processorsBound': inSentence(PROCESSORS_BOUND),
    'children.addressed': inSentence(CHILDREN_ADDRESSED),
    'children.guardianConsent': inSentence(GUARDIAN_CONSENT),
    'dsrContact.email': anyOf(forPrivacy(EMAIL), inSentence(rule({ all: [PRIVACY_EMAIL] }))),
    'dsrContact.otherChannel': anyOf(forRequests(PHONE), forRequests(FORM), afterRequestLine(PHONE), afterRequestLine(FORM)),
    'dsrContact.complaint': inSentence(
      rule({
        all: [
          /\bcomplain\w*|\blodge\b|\bescalat\w*|\brefer\b|\bfile\b|\bgrievances?\b|\bappeal\w*|\braise (?:a |your |any )?(?:concerns?|issues?|matters?)\b|\byou (?:may|can|have the right to) (?:also )?(?:contact|report to|raise|apply to|approach|write to|turn to)\b/,
          /\bsdaia\b|\bsaudi data (?:and|&) (?:artificial intelligence|ai) authority\b|\bcompetent (?:\w+ )?(?:authority|supervisory|body|regulator)\b|\bsupervisory authority\b|\bdata protection (?:authority|regulator)\b|\bnational data management office\b|\bndmo\b|\b(?:authority|regulator|body) (?:responsible for|in charge of|that oversees|overseeing|supervising) (?:the )?(?:protection of )?(?:personal )?data(?: protection)?\b/,
        ],
        // A complaint about a service to its sector's regulator is not one about personal data.
        none: [/^(?![^]*\b(?:sdaia|saudi data))[^]*\b(?:sama|central bank|insurance authority|communications,? space and technology|cst|citc|ministry of (?:commerce|health)|consumer protection|sector regulator)\b/],
      }),
    ),
  },
  purposeKinds: PURPOSE_KINDS,
  purposeHeading: PURPOSE_HEADING,
  usesNamed,
};

/** How many uses a sentence about purposes names: its "to <verb>"s, or the items after its colon or first "to". */
function usesNamed(norm: string): number {
  const toVerbs = norm.match(TO_VERB)?.length ?? 0;
  const marker = /:|\bto\b|\bpurposes?\b/.exec(norm);
  const items = marker ? norm.slice(marker.index + marker[0].length).split(/[,;]/).filter((part) => /[a-z]{3,}/.test(part)).length : 0;
  return Math.max(toVerbs, items);
}
