// Generated from the API's OpenAPI document by `npm run contract` (apps/api/src/contract.test.ts).
// Do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login_check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLoginCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiTokenRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/customers/byiduser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiActivitiesCustomersByiduser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppActivitiesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/activities/permalink/{permalink}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppActivitiesPermalinkByPermalink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/activities/{id}/manifest.webmanifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppActivitiesByIdManifestWebmanifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/activities/{id}/icons/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppActivitiesByIdIconsByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/activities/{id}/configurations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppActivitiesByIdConfigurations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/configurations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiActivitiesByIdConfigurations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiActivitiesByIdMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activityimages/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiActivityimagesByActivityId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity-video/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiActivityVideoByActivityId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The activity as its admins set it up: name, colours (RRGGBB), logo, time zone, home template (S notices, I pictures, V video), card graphics (S standard, B barcode), the menu switches, and the configuration the customer app reads (menu template, texts, colours, WhatsApp link, currency, the shop's text colour and sizes, sign-up fields, multiLanguage) with the menu's texts per language, and replyTo: the address customers' replies to booking and order e-mails reach (the booking calendar entry's ORGANIZER), or null. */
        get: operations["getApiActivitiesByActivityIdSettings"];
        /** @description Saves the whole set-up at once; customers see it on their next request. Colours are RRGGBB (saved upper case); blank texts are saved as null; the WhatsApp link is a phone number or an https link to wa.me or whatsapp.com; replyTo is an e-mail address (saved lower case) or blank/null for none; translations name each language once. Every text must read on its colour at 4.5:1 (WCAG AA): colorText on color, menuColorText on menuColorBackground (an unset one: the page's background, the app's text), shopTextColor on the page's background; else 400 low_contrast. logoFileName: a name the pictures upload answered for this activity with kind logo, the saved one as it is, or null; else 400 unknown_picture. */
        put: operations["putApiActivitiesByActivityIdSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/home-pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The pictures of the home (template I of S/I/V), first to last, as customers see them. All of them: at most 20. */
        get: operations["getApiActivitiesByActivityIdHomePictures"];
        put?: never;
        /** @description Adds a picture to the home, last: fileName, a name the pictures upload answered for this activity with kind activity (400 unknown_picture otherwise). At most 20 pictures. */
        post: operations["postApiActivitiesByActivityIdHomePictures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/home-pictures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Takes a picture off the home (its file stays). */
        delete: operations["deleteApiActivitiesByActivityIdHomePicturesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/home-picture-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Orders the home's pictures: ids, every picture's id once, first to last (what an up/down move leaves). Answers the pictures in their new order. */
        put: operations["putApiActivitiesByActivityIdHomePictureOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/home-video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The video of the home (template V of S/I/V), or null. */
        get: operations["getApiActivitiesByActivityIdHomeVideo"];
        /** @description Sets the home's video: fileName, a name the video upload (POST …/videos) answered for this activity (400 unknown_video otherwise). The video before is replaced (its file stays). */
        put: operations["putApiActivitiesByActivityIdHomeVideo"];
        post?: never;
        /** @description Takes the video off the home (its file stays); deleted false when there was none. */
        delete: operations["deleteApiActivitiesByActivityIdHomeVideo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Uploads a video for the home (multipart/form-data: the file file). The file is judged by its content, never by its name or Content-Type: only MP4 (an 'ftyp' box of an MP4 brand; not QuickTime, AVIF or HEIC) and WebM (an EBML header of DocType webm) are taken, at most 50 MB. It is stored as it is (not transcoded) in the activity's video folder, named by the hash of its content: the same video sent again is the same name (naturally idempotent). Set the answer's fileName as the home's video with PUT …/home-video. */
        post: operations["postApiActivitiesByActivityIdVideos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/activity-languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPublicActivityLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The languages the activity offers from now on (its customers' picker), each once, at least one. Texts translated into a language left out are kept for when it is offered again. */
        put: operations["putApiActivitiesByActivityIdLanguages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/check-emails/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppCheckEmailsByEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/send-code-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putPublicSendCodeEmails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/check-code-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putPublicCheckCodeEmails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/customers/code/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppCustomersCodeByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sendnavigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAppSendnavigation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/forgotpassword/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppForgotpasswordByUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/checkforgotcode/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppCheckforgotcodeByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiUsersByIdEmailChange"];
        post: operations["postApiUsersByIdEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/setnewpassword/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putAppSetnewpasswordById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/nations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPublicNations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPublicCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/countries/actvity/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCountriesActvityByActivityId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCustomerAddresses"];
        put?: never;
        /** @description A delivery address: a town of GET /public/countries, a postal code of its nation (and of the town, where its CAPs are known), the recipient and a phone for the courier. */
        post: operations["postApiCustomerAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/customer-addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiAppCustomerAddressesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/activities/{id}/privacies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAppActivitiesByIdPrivacies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userprivacies/activity/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserprivaciesActivityByActivityId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userprivacies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserprivacies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userprivacies/check/activity/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserprivaciesCheckActivityByActivityId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/userregistrationcode/save/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAppUserregistrationcodeSaveByDeviceId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/userregistrationcode/save/{username}/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAppUserregistrationcodeSaveByUsernameByDeviceId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/userregistrationcodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppUserregistrationcodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userregistrationcode/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiUserregistrationcodeById"];
        post?: never;
        delete: operations["deleteApiUserregistrationcodeById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/update-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiCustomerUpdateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/changepassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiUsersByIdChangepassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUsers"];
        put?: never;
        post: operations["postApiUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiUsersById"];
        post?: never;
        delete: operations["deleteApiUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiInvitationsByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiInvitationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/cardterms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The activity's card terms: cashBackType (E, P, EP), the cart value (valueBasisPoints: hundredths of a percent; pointValue: euros of cashback per point), the welcome and referral rewards (welcome, referral: euros; welcomePoints, referralPoints), and cashBackExpiration (days a credit lasts; null: never). Money in euros with at most 2 decimals. */
        get: operations["getApiActivitiesByActivityIdCardterms"];
        /** @description Saves all the card terms at once; money in euros, whole cents (0 to 10000; 1.005 is refused); P and EP need pointValue above 0. A change is recorded with who made it, when, and the terms before and after; saving the same terms records nothing. A change applies only to movements made after it; past movements never change. */
        put: operations["putApiActivitiesByActivityIdCardterms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/cardterms/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The changes of the card terms, newest first: who, when, before and after. */
        get: operations["getApiActivitiesByActivityIdCardtermsChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/usercard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiActivitiesByIdUsercard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/usercardsimple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiActivitiesByIdUsercardsimple"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/activities/{id}/cartshop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppActivitiesByIdCartshop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/activities/{id}/userflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppActivitiesByIdUserflows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/cards/{cardCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiActivitiesByActivityIdCardsByCardCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/card-movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiActivitiesByActivityIdCardMovements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStoresById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The activity's stores, hidden ones too: main first, then by name (sortBy=name: by name alone). filters[q] searches name, address and city. */
        get: operations["getApiActivitiesByActivityIdStores"];
        put?: never;
        /** @description Adds a store. An activity that has a store has exactly one main store, and it is visible: its first store becomes main whatever main says, main true makes the previous main store an ordinary one in the same transaction. openingHours: ranges per ISO weekday (1 Monday … 7 Sunday), from and to as HH:mm (to after from, 24:00 the latest), none overlapping another of its day, at most 4 a day; a day without ranges is closed. Empty address, city and phone are saved as null. */
        post: operations["postApiActivitiesByActivityIdStores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Saves a store of the activity. An activity that has a store has exactly one main store, and it is visible: its first store becomes main whatever main says, main true makes the previous main store an ordinary one in the same transaction. The main store stays main until another is made main. openingHours: ranges per ISO weekday (1 Monday … 7 Sunday), from and to as HH:mm (to after from, 24:00 the latest), none overlapping another of its day, at most 4 a day; a day without ranges is closed. */
        put: operations["putApiActivitiesByActivityIdStoresById"];
        post?: never;
        /** @description Deletes a store of the activity. Refused for the main store (make another main first) and for a store customers' card movements or orders name (hide it instead: its name stays in their history). */
        delete: operations["deleteApiActivitiesByActivityIdStoresById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMenus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/menu/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The menu's categories in their order (sort 0 first), hidden ones too, each with how many entries it lists. All of them: a menu has few. */
        get: operations["getApiActivitiesByActivityIdMenuCategories"];
        put?: never;
        /** @description Adds a category, last of the menu. A hidden one hides its entries from customers. */
        post: operations["postApiActivitiesByActivityIdMenuCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/menu/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Saves a category's name and visibility. */
        put: operations["putApiActivitiesByActivityIdMenuCategoriesById"];
        post?: never;
        /** @description Deletes a category that lists no entry; one that does is refused (move or delete its entries first: nothing is deleted with it). */
        delete: operations["deleteApiActivitiesByActivityIdMenuCategoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/menu/category-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Orders the menu's categories: ids, every category's id once, first to last (what a drag or an up/down move leaves). Answers the categories in their new order. */
        put: operations["putApiActivitiesByActivityIdMenuCategoryOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/menu/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The menu's entries, hidden ones too, a page at a time, in the customer's order (category, then entry; sort 0 first). sortBy=name: by name alone. filters[categoryId] keeps one category's; filters[q] searches names and descriptions. */
        get: operations["getApiActivitiesByActivityIdMenuEntries"];
        put?: never;
        /** @description Adds an entry, last of its category (categoryId: a category of this activity, 400 invalid_input otherwise). price: euros, whole cents, 0 to 10000 (1.005 is refused). allergens: SPEC §3 codes (GL, CR, UO, PE, AR, SO, LA, CE, SE, LU, FG, MO, LT), each once; typologies: GF, VG, VE, each once. imageFileName: a name the pictures upload answered for this activity with kind menu (400 unknown_picture otherwise), the entry's current one as it is, or null. Empty description is saved as null. */
        post: operations["postApiActivitiesByActivityIdMenuEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/menu/entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Saves an entry; moved to another category it goes last there. price: euros, whole cents, 0 to 10000 (1.005 is refused). allergens: SPEC §3 codes (GL, CR, UO, PE, AR, SO, LA, CE, SE, LU, FG, MO, LT), each once; typologies: GF, VG, VE, each once. imageFileName: a name the pictures upload answered for this activity with kind menu (400 unknown_picture otherwise), the entry's current one as it is, or null. Empty description is saved as null. */
        put: operations["putApiActivitiesByActivityIdMenuEntriesById"];
        post?: never;
        /** @description Deletes an entry (its picture file stays). */
        delete: operations["deleteApiActivitiesByActivityIdMenuEntriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/menu/categories/{id}/entry-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Orders a category's entries: ids, every entry's id of the category once, first to last. Answers its entries in their new order. */
        put: operations["putApiActivitiesByActivityIdMenuCategoriesByIdEntryOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/scratch-and-win-customers/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppScratchAndWinCustomersCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/scratch-and-win-customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppScratchAndWinCustomersById"];
        put?: never;
        post?: never;
        delete: operations["deleteApiAppScratchAndWinCustomersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scratch-and-win-customers/scratched/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiScratchAndWinCustomersScratchedById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupon-customers/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCouponCustomersCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/couponcustomers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiAppCouponcustomersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/coupon-redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiActivitiesByActivityIdCouponRedemptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/packcustomers/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppPackcustomersCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/pack-uses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiActivitiesByActivityIdPackUses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiFriends"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiFriendsInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiNotificationsByIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/noticessent/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiActivitiesByIdNoticessentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNoticesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/noticesents/notice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiNoticesentsNoticeById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notice-sents/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiNoticeSentsByIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notice-sents/{id}/read-native": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiNoticeSentsByIdReadNative"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/bookings/dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The booking calendar: 35 days from today for one selection
         * @description filters[activityId], filters[date] (the first day, clamped to today; the answer ends at today+34), filters[numberOfPeoples] (default 1), filters[bookingServiceId], filters[bookingOperatorId] (none: any operator or room), filters[moving] (a booking being moved: the calendar of its customer as if it were not there, its own time offered again; the caller’s own booking, or any of the activity’s for its staff; 404 when there is no such booking not ended; never cached). `days` says per day what this caller can book: `status` open, full or closed; `reason` closed (closed that day: weekday or closure, or no start left in the hours), allBooked (no start left), seats (tables: not enough seats for this party at any start) or null; `starts` the "HH:mm" starts that fit the selection for this caller (the whole duration within the hours, breaks and operators’ hours; others’ bookings; seats for the party over the whole 120 minutes; never overlapping the caller’s own bookings that are not declined; never past); `largestParty` (tables) the largest party that fits at some start, 0 none, null for services. `busy` holds every booking that holds a service slot (the caller’s too) with times and operator only; `mine` the caller’s own in full, declined included; `seatsTaken` the seats taken. A booking is still checked by the server with the same domain rules. Answered from a fixed number of statements whatever the range.
         */
        get: operations["getApiAppBookingsDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a slot (Idempotency-Key required)
         * @description A service (types N, NO; bookingOperator null: any operator doing it) or a table (R, RO: bookingService null; bookingOperator the room, null: any room). The new booking waits (I), or is confirmed (Y) when the activity confirms on arrival.
         */
        post: operations["postApiAppBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s own bookings: the coming ones first, then the past ones */
        get: operations["getApiActivitiesByIdBookings"];
        put?: never;
        /**
         * Staff book for a member (a phone call); Idempotency-Key required
         * @description The same rules and constraints as the customer’s booking; userId must be an active member of the activity (404 otherwise). Confirmed at once (Y) unless confirmed says I (waits).
         */
        post: operations["postApiActivitiesByActivityIdBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/confirm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The customer cancels their booking (confirm N)
         * @description Not once it has started (422); a declined or cancelled booking stays so (409). Frees its slot or seats at once; the activity is e-mailed unless sendEmailToActivity is N.
         */
        put: operations["putApiBookingsConfirmById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/bookings/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The customer moves their booking to another day or time (same id)
         * @description The same checks as a new booking, the booking itself left out (a 30-minute shift within its own time is fine). bookingOperator absent keeps the operator or room, null: any free one. Not once started (422), nor within the activity’s cancelCutoffHours of the start (422 move_too_late, like cancelling); a declined or cancelled booking cannot move (409). A confirmed booking stays confirmed when the activity confirms on arrival, else waits again (I). The same target again answers 200 with the booking unchanged. The calendar entry is updated (SEQUENCE+1) and the activity told.
         */
        put: operations["putApiAppBookingsByIdMove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/booking-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opening (startTime, endTime), step (timeCalendar), seats (bookingNumberOfHour) */
        get: operations["getApiActivitiesByIdBookingSettings"];
        /** @description Saves the activity's booking settings: opening and closing time (opening before closing), the calendar step (15, 30, 60 or 120 minutes), the seats per sitting window (restaurant), whether a new booking is confirmed at once, and the hour of the day-before reminder. Changing settings never touches existing bookings: Bookings already made keep their times, service and operator. */
        put: operations["putApiActivitiesByActivityIdBookingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/bookingservices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The services in use: id, name, duration in minutes */
        get: operations["getApiActivitiesByIdBookingservices"];
        put?: never;
        /** @description Adds a service. A name another service in use has (any case) is a 409. */
        post: operations["postApiActivitiesByActivityIdBookingservices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/bookingoperators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operators (NO) or rooms (RO) in use, with the services each does */
        get: operations["getApiActivitiesByIdBookingoperators"];
        put?: never;
        /** @description Adds an operator (NO), or a room or area of the tables (RO) with its seats (null: the activity's seats). Each of bookingServiceIds must be a service in use of this activity, else a 400 and nothing is added. */
        post: operations["postApiActivitiesByActivityIdBookingoperators"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/agenda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agenda: every booking of the days from..to (at most 42), by start
         * @description `open`: for each day, when the activity (bookingOperatorId null) and each operator or room in use (types NO, RO) is open, after the weekday’s hours, the operator’s own hours and the closures; the rest of the day is not worked.
         */
        get: operations["getApiActivitiesByActivityIdAgenda"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/bookings/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Staff confirm (Y) or decline (N) a booking
         * @description I → Y, I → N, Y → N; a declined or cancelled booking is final (409), as is confirming a confirmed one. Declining frees the slot or seats at once. N records who ended it (endedBy activity; ended declined from I, cancelled from Y) and the optional reason (at most 500 characters), which the customer is told. The customer gets a notification and an e-mail in their language.
         */
        put: operations["putApiActivitiesByActivityIdBookingsByIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/bookings/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Staff move a booking to another day, time or operator (same id)
         * @description The same checks as a booking, the booking itself left out; its status stays. bookingOperator absent keeps the operator or room, null: any free one. Not once started (422); a declined or cancelled booking cannot move (409). The same target again answers 200 unchanged. The customer is e-mailed (SEQUENCE+1) and notified.
         */
        put: operations["putApiActivitiesByActivityIdBookingsByIdMove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/booking-guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff add a guest to book for (a walk-in or a caller who is not a member)
         * @description Issue 26. A guest customer of this activity only, who cannot log in; booked then through POST …/bookings with its id. The phone is the key: an active member of the activity with the same phone (E.164 once normalized) is found again (reused true), never doubled. invite true (the customer agrees): with an e-mail, an e-mail to choose a password for the account holding the bookings (an e-mail that is another account’s gets the member invitation); with a mobile only, an SMS with the registration link. Without consent nothing is sent; a guest without an e-mail gets no e-mail at all.
         */
        post: operations["postApiActivitiesByActivityIdBookingGuests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/booking-customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff find an active member by name, e-mail or phone (at most 20) */
        get: operations["getApiActivitiesByActivityIdBookingCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/booking-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The activity's opening hours per ISO weekday (1 Monday … 7 Sunday), by day and start. None: the settings' startTime–endTime every day. */
        get: operations["getApiActivitiesByActivityIdBookingHours"];
        /** @description Replaces the activity's opening hours per weekday: ranges of a day (start before end, none overlapping another of its day, 42 at most); a weekday without ranges is closed; [] goes back to the settings' startTime–endTime every day. The calendar and every booking's check follow at once. Bookings already made keep their times, service and operator. */
        put: operations["putApiActivitiesByActivityIdBookingHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/bookingservices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Renames a service or changes its duration. Bookings already made keep their times, service and operator. */
        put: operations["putApiActivitiesByActivityIdBookingservicesById"];
        post?: never;
        /** @description Removes a service from use: customers no longer see it and no operator does it any more. Bookings already made keep their times, service and operator. */
        delete: operations["deleteApiActivitiesByActivityIdBookingservicesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/bookingoperators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Changes an operator: name, surname, seats and the whole set of services they do (each a service in use of this activity, else a 400 and nothing changes). Bookings already made keep their times, service and operator. */
        put: operations["putApiActivitiesByActivityIdBookingoperatorsById"];
        post?: never;
        /** @description Removes an operator from use, with their days off: customers no longer pick them. Bookings already made keep their times, service and operator. */
        delete: operations["deleteApiActivitiesByActivityIdBookingoperatorsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/booking-closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The activity's closed days and times to come: holidays and date ranges by date (past ones left out), then the weekly ones by weekday, then those of every day. */
        get: operations["getApiActivitiesByActivityIdBookingClosures"];
        put?: never;
        /** @description Adds a closed day or time: a date (a holiday; with dateTo, every day from date to dateTo inclusive, a year at most) or a weekday (1 Monday … 7 Sunday), not both, or neither for every day; without times the whole day, else from startTime to endTime (both, start before end; every day needs times); with bookingOperatorId (an operator in use of this activity) that operator only. A refusal is a 400 and adds nothing; the same closure twice is a 409. With tell: true the bookings it hits (see …/booking-closures/hits) are cancelled by the activity with reason, each customer e-mailed in their language; their ids in cancelled. Without tell, bookings stay. */
        post: operations["postApiActivitiesByActivityIdBookingClosures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/booking-closures/hits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The warning before a closure is saved: the bookings it would hit (not ended, not yet over; on its days and times; of its operator when it names one), by start. Nothing is written. A closure that does not make sense is a 400, as when adding it. */
        post: operations["postApiActivitiesByActivityIdBookingClosuresHits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/booking-closures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes a closed day or time. */
        delete: operations["deleteApiActivitiesByActivityIdBookingClosuresById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/agenda/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pending inbox: waiting bookings of every date, the oldest request first
         * @description Bookings still waiting for an answer (confirmed I) whose end is still to come, each with its customer and when it was asked for (requestedAt), by request time; page (1-based) and rowsPerPage (15, 20, 30 or 50).
         */
        get: operations["getApiActivitiesByActivityIdAgendaPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/agenda/pending/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many booking requests wait for an answer (the drawer’s count)
         * @description The number of rows GET …/agenda/pending lists, in one cheap statement.
         */
        get: operations["getApiActivitiesByActivityIdAgendaPendingCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/agenda/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agenda's live stream: an event whenever a booking of the activity changes
         * @description text/event-stream (Server-Sent Events), for the same callers as the agenda. Events: `live` (data true or false: whether the server hears every change right now; while false, read the agenda every few seconds), `change` (data: the activity id; a booking, or the booking set-up, of the activity changed: read the agenda and the pending inbox again). Events carry nothing else. A comment line every 20 s keeps proxies from closing it; the stream ends when the access token expires (reconnect with a fresh one). At most 8 streams per user and server: a 429 too_many_streams beyond.
         */
        get: operations["getApiActivitiesByActivityIdAgendaEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/activities/{id}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop’s categories, by their order */
        get: operations["getApiAppActivitiesByIdCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/items/itemsbycategory/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A category’s items still sold, in order
         * @description Prices in euros; discountPrice only while lower than price; soldOut when no size of any colour has stock left (null stock is unlimited); itemColorId opens GET /api/app/itemcolors/{id}.
         */
        get: operations["getApiAppItemsItemsbycategoryByCategoryId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/items/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the items still sold: filters activityId, text, categoryId; paged
         * @description text (at most 80 characters) matches the name or the description, in any case, literally (% and _ are plain characters). By category, then the items’ order; sortBy name or price (what one costs now) with descending.
         */
        get: operations["getApiAppItemsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/itemcolors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item colour: the item, the colour and all the item’s colours with their sizes
         * @description Sizes in order with their stock (null: unlimited; 0: sold out). 404 once the item is no longer sold.
         */
        get: operations["getApiAppItemcolorsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/itemimages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pictures of the items still sold, by item and order */
        get: operations["getApiActivitiesByActivityIdItemimages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/shop-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop’s own pictures (its banner), in order */
        get: operations["getApiActivitiesByIdShopImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/shippings/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active shippings: S store, C courier, H home; prices in euros
         * @description offerPrice applies when the subtotal exceeds priceMin, standardPrice otherwise (SPEC §9).
         */
        get: operations["getApiActivitiesByIdShippingsActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/payments/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active payments: P PayPal, S card, BT bank transfer, ST store
         * @description The active ones. disabled: an online payment (P, S) this server has no provider for (production without its keys), refused at checkout; BT while the activity has no payee or no valid IBAN. ST is refused with courier (C).
         */
        get: operations["getApiActivitiesByIdPaymentsActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop-setting-close-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The take-away pick-up windows, by ISO weekday (1 Monday … 7 Sunday)
         * @description filters[activityId] (or activityId). Every window at once: pagination is accepted and not needed.
         */
        get: operations["getApiShopSettingCloseTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The shop's categories in their order (sort 0 first), hidden ones too, each with how many items it lists (hidden and archived ones too). All of them: a shop has few. */
        get: operations["getApiActivitiesByActivityIdCatalogueCategories"];
        put?: never;
        /** @description Adds a category, last of the shop. A hidden one hides its items from customers (their carts still hold what they added). */
        post: operations["postApiActivitiesByActivityIdCatalogueCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Renames a category and shows or hides it (with its items, for customers). */
        put: operations["putApiActivitiesByActivityIdCatalogueCategoriesById"];
        post?: never;
        /** @description Deletes a category that lists no item. One that does (archived items too: past orders name them) is refused: its items would go with it, and which category takes them is the owner’s call; move or delete them first, or hide the category. */
        delete: operations["deleteApiActivitiesByActivityIdCatalogueCategoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/category-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Orders the shop's categories: ids, every category's id once, first to last. Answers the categories in their new order. */
        put: operations["putApiActivitiesByActivityIdCatalogueCategoryOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/categories/{id}/item-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Orders a category's items (archived ones aside): every id once, first to last. Answers them in their new order. */
        put: operations["putApiActivitiesByActivityIdCatalogueCategoriesByIdItemOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The shop's items a page at a time, hidden (active false) and sold-out ones too, each marked; archived ones only with filters[archived]=true (those alone). In the customers' order (category, then item), or sortBy name or price. filters[q] searches the name, the code and the description (any case, literally); filters[categoryId] keeps one category's. */
        get: operations["getApiActivitiesByActivityIdCatalogueItems"];
        put?: never;
        /** @description Adds an item, last of its category, without colours: customers see it once it has a colour (POST …/items/{id}/colors) with a size. price and discountPrice in euros, whole cents, 0 to 100000; discountPrice below price, or null. sku: letters, digits and . _ - / (40 at most), one per shop in any case (409 sku_taken), or null. pictures: the gallery first to last, names the pictures upload answered for this activity with kind item (400 unknown_picture otherwise; the item’s own may be sent back). allergens (SPEC §3 codes) and typologies (GF, VG, VE), each once. categoryId: a category of this activity (400 invalid_input otherwise). active false hides it from customers. */
        post: operations["postApiActivitiesByActivityIdCatalogueItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One item with its gallery, its colours in order and each colour’s sizes with their stock (null: unlimited; 0: sold out) and whether past orders name them. */
        get: operations["getApiActivitiesByActivityIdCatalogueItemsById"];
        /** @description Saves an item; moved to another category it goes last there; active true brings an archived item back. Orders already made keep their prices. price and discountPrice in euros, whole cents, 0 to 100000; discountPrice below price, or null. sku: letters, digits and . _ - / (40 at most), one per shop in any case (409 sku_taken), or null. pictures: the gallery first to last, names the pictures upload answered for this activity with kind item (400 unknown_picture otherwise; the item’s own may be sent back). allergens (SPEC §3 codes) and typologies (GF, VG, VE), each once. categoryId: a category of this activity (400 invalid_input otherwise). active false hides it from customers. */
        put: operations["putApiActivitiesByActivityIdCatalogueItemsById"];
        post?: never;
        /** @description Deletes an item with its colours, sizes and gallery, and takes it out of the carts holding it. An item that past orders name is archived instead (deleted false, archived true): not on sale, out of the list, kept so those orders and a re-order still name it. Picture files stay. */
        delete: operations["deleteApiActivitiesByActivityIdCatalogueItemsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/items/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Shows (active true: on sale; an archived item comes back) or hides an item. A hidden item stays in carts, marked as no longer sold, and cannot be ordered. */
        put: operations["putApiActivitiesByActivityIdCatalogueItemsByIdActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/shop-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The shop's own pictures (its gallery, SPEC shop images), in order. */
        get: operations["getApiActivitiesByActivityIdCatalogueShopImages"];
        put?: never;
        /** @description Adds a picture to the shop’s gallery, last: fileName, a name the pictures upload answered for this activity with kind shop (400 unknown_picture otherwise). */
        post: operations["postApiActivitiesByActivityIdCatalogueShopImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/shop-images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Takes a picture out of the shop’s gallery (its file stays). */
        delete: operations["deleteApiActivitiesByActivityIdCatalogueShopImagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/shop-image-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Orders the shop's pictures: every id once, first to last. */
        put: operations["putApiActivitiesByActivityIdCatalogueShopImageOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/items/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description What importing the file would do, line by line (create, update, or error with why), and the categories it would make. Writes nothing. csv: the file’s text (UTF-8, a BOM allowed; 500,000 characters at most), separated by ; (as Italian spreadsheets write it) or , (found from the header). The first line names the columns, in Italian or English, any case: sku/codice, name/nome, category/categoria, description/descrizione, price/prezzo, discount price/prezzo scontato, stock/quantità, visible/visibile; name, category and price are required. Prices as 12,50 or 12.50 (1.234,50 too). A line whose code (sku) names an item updates it; without a code, name and category (any case) do; else it makes an item, last of its category (made when new), with one colour and one size holding the stock (blank: unlimited). The stock of an existing item is never changed by an import (a note says so). Cells are stored as text, never evaluated (a cell such as =HYPERLINK(…) is a name like any other). Errors and notes per line in the caller’s language. */
        post: operations["postApiActivitiesByActivityIdCatalogueItemsImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/items/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Imports the file: all of it in one transaction, or nothing while any line has an error (422 import_has_errors, how many lines). Read again at that moment, so it does what a preview of now would say. csv: the file’s text (UTF-8, a BOM allowed; 500,000 characters at most), separated by ; (as Italian spreadsheets write it) or , (found from the header). The first line names the columns, in Italian or English, any case: sku/codice, name/nome, category/categoria, description/descrizione, price/prezzo, discount price/prezzo scontato, stock/quantità, visible/visibile; name, category and price are required. Prices as 12,50 or 12.50 (1.234,50 too). A line whose code (sku) names an item updates it; without a code, name and category (any case) do; else it makes an item, last of its category (made when new), with one colour and one size holding the stock (blank: unlimited). The stock of an existing item is never changed by an import (a note says so). Cells are stored as text, never evaluated (a cell such as =HYPERLINK(…) is a name like any other). Errors and notes per line in the caller’s language. */
        post: operations["postApiActivitiesByActivityIdCatalogueItemsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/items/{id}/colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a colour to the item, last of its colours, without sizes. name null: the item comes in one colour. hex: RRGGBB without #, or null. imageFileName: a name the pictures upload answered for this activity with kind item (400 unknown_picture otherwise), the colour’s own as it is, or null. */
        post: operations["postApiActivitiesByActivityIdCatalogueItemsByIdColors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/colors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Saves a colour's name, hex and picture. name null: the item comes in one colour. hex: RRGGBB without #, or null. imageFileName: a name the pictures upload answered for this activity with kind item (400 unknown_picture otherwise), the colour’s own as it is, or null. */
        put: operations["putApiActivitiesByActivityIdCatalogueColorsById"];
        post?: never;
        /** @description Deletes a colour with its sizes, taking them out of the carts holding them. Refused when past orders name one of its sizes (set their stock to 0 instead). */
        delete: operations["deleteApiActivitiesByActivityIdCatalogueColorsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/items/{id}/color-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Orders the item's colours (the first is the one the catalogue opens): every id once, first to last. */
        put: operations["putApiActivitiesByActivityIdCatalogueItemsByIdColorOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/colors/{id}/sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a size to the colour, last: size (null: one size only) and stock (pieces, 0 sold out; null unlimited). */
        post: operations["postApiActivitiesByActivityIdCatalogueColorsByIdSizes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/sizes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Renames a size. Its stock is written by …/sizes/{id}/stock and …/sizes/{id}/stock-changes only. */
        put: operations["putApiActivitiesByActivityIdCatalogueSizesById"];
        post?: never;
        /** @description Deletes a size, taking it out of the carts holding it. Refused when past orders name it (set its stock to 0 instead). */
        delete: operations["deleteApiActivitiesByActivityIdCatalogueSizesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/colors/{id}/size-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Orders the colour's sizes: every id once, first to last. */
        put: operations["putApiActivitiesByActivityIdCatalogueColorsByIdSizeOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/sizes/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Sets the stock to a count (the shelf counted; null: unlimited) if it still is `expected`, the stock the admin saw (null: unlimited). One conditional update, as placing an order takes stock: a customer who bought meanwhile makes it 409 stock_changed, nothing written, the message saying the stock now; count again and send that as expected. A piece sold is never put back, a sale never lost. */
        put: operations["putApiActivitiesByActivityIdCatalogueSizesByIdStock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/catalogue/sizes/{id}/stock-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds pieces to a counted stock (a delivery) or, negative, removes them (broken, lost): stock = stock + change in one conditional update, never below 0, whatever customers buy meanwhile. Keyed: a retry adds once. */
        post: operations["postApiActivitiesByActivityIdCatalogueSizesByIdStockChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/shop-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The shop's settings: the minimum order (shopTotalMinPrice, euros), the minutes between pick-up times, the three shippings (S store, C courier, H home; priceMin, offerPrice and standardPrice in euros: offerPrice above priceMin, else standardPrice), the four payments (P PayPal, S card, BT bank transfer, ST in store) with what blocks each (noKeys: this server has no provider keys; noBankDetails: no payee or valid IBAN), the bank details and the pick-up windows per ISO weekday. */
        get: operations["getApiActivitiesByActivityIdShopSettings"];
        /** @description Saves the shop settings at once (money in euros, whole cents from 0 to 100000: 1.005 is refused with 400): shippings and payments by type (a type left out keeps its row), the pick-up windows replaced. Switching on a payment that cannot work is refused with 422 payment_unavailable (an online one without its provider keys on this server, bank transfer without bank details); an invalid IBAN with 400 invalid_iban; overlapping windows of a day with 400. */
        put: operations["putApiActivitiesByActivityIdShopSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/itemcarts/activity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s cart: open lines with the prices now
         * @description price and discountPrice from the item now (euros), lineTotal = unit price × quantity, stock left of the size (null: unlimited), available false once the item is no longer sold.
         */
        get: operations["getApiAppItemcartsActivityById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/itemcarts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add to the cart (the web then says "Prodotto aggiornato al carrello")
         * @description The quantity adds to the open line of that size. itemColorSizeId may be left out only for an item sold in one size; it must be of the item (400 otherwise, as an item not of the activity). A price sent is ignored. At most 99 in a line (422) and no more than the stock left (409).
         */
        post: operations["postApiItemcarts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/itemcarts/{id}/quantity/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set an open line’s quantity (n from 1 to 99)
         * @description n = 0 or anything but digits is a 400 (remove a line with DELETE). A line already ordered is a 409 line_ordered; more than the stock left a 409 sold_out; an item no longer sold a 422.
         */
        put: operations["putApiItemcartsByIdQuantityByN"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/itemcarts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an open line from the cart; answers it as it was
         * @description A line already ordered is a 409 line_ordered.
         */
        delete: operations["deleteApiItemcartsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/itemcarts/byorder/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order’s lines, at the prices it was ordered at */
        get: operations["getApiAppItemcartsByorderByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/itemcarts/byorder/{orderId}/re-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Put an order’s lines back in the cart (the web then goes to /shop/cart)
         * @description Each line adds to the open line of its size, up to 99 and the stock left. Items no longer sold (unavailable) or sold out are skipped and listed in skipped.
         */
        get: operations["getApiAppItemcartsByorderByOrderIdReOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/itemorders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order paid by bank transfer, in store, or all by card credit (Idempotency-Key required)
         * @description From the caller’s open cart lines, repriced from the items (a price a client sends is never read; totalPrice, when sent, must equal the server’s total or 409 total_changed). Shipping: offerPrice when the subtotal exceeds priceMin, else standardPrice. Card credit (checkCreditUse on, usedCreditValue in euros) is capped at the subtotal and the balance; asking more is a 409. total = subtotal − credit + shipping. Stock is taken at once (409 sold_out naming the item). The courier (C) and home (H) need customerAddressId, one of the caller’s addresses; shopType R needs orderTimeRequest among today’s pick-up times. BT and ST orders are placed (paid when staff say so); an order whose total is 0 (all by card credit) is paid at once and earns its cashback. P and S with something to pay go through the checkout (422 use_checkout).
         */
        post: operations["postApiItemorders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/itemorders/paid/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying an order online, P or S (Idempotency-Key required)
         * @description From the caller’s open cart lines, repriced from the items (a price a client sends is never read; totalPrice, when sent, must equal the server’s total or 409 total_changed). Shipping: offerPrice when the subtotal exceeds priceMin, else standardPrice. Card credit (checkCreditUse on, usedCreditValue in euros) is capped at the subtotal and the balance; asking more is a 409. total = subtotal − credit + shipping. Stock is taken at once (409 sold_out naming the item). The courier (C) and home (H) need customerAddressId, one of the caller’s addresses; shopType R needs orderTimeRequest among today’s pick-up times. The order waits (pending) holding its stock and credit for 30 minutes at most (holdUntil); at most PENDING_CHECKOUTS_PER_CUSTOMER such orders per customer (422 too_many_pending). A payment type this server has no provider for is a 422 payment_unavailable. The answer is the provider’s checkout session: the browser goes to url. The provider sends it back to /shop/pay/success?session_id=… or /shop/cart?cancelled=…. A provider that fails gives everything back (502).
         */
        post: operations["postApiItemordersPaidCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/itemorders/paid/session/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Complete an online order: the session as the provider says it is
         * @description Reads the session back from the provider (never trusting the redirect): paid → the order is paid and its cashback credited, once (asked again, the same paid order). Still open → 409 payment_not_done; expired or abandoned → 409 payment_expired (the order is cancelled). Answers even when the shop was switched off meanwhile: the money moved.
         */
        put: operations["putApiItemordersPaidSessionBySessionId"];
        post?: never;
        /**
         * Abandon an online order: the session is expired and everything given back
         * @description Expires the session at the provider, then reads it back: a session paid meanwhile makes the order paid (409 order_paid). Otherwise the order is cancelled: its stock and card credit (a reversal movement) go back and its lines return to the cart. Asked again, the same cancelled order.
         */
        delete: operations["deleteApiItemordersPaidSessionBySessionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/itemorders/activity/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My orders: the caller’s orders not archived (filters[archived]=true: the archived ones), newest first */
        get: operations["getApiAppItemordersActivityByActivityId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app/item-orders/{orderId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Archive one of my finished orders (collected or cancelled): it leaves my orders */
        put: operations["putApiAppItemOrdersByOrderIdArchive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulated-checkout/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The simulated checkout: amount, order, activity and status of one’s own session
         * @description Only when no provider keys are set: the test page shows it (no real charge). Another customer’s session is a 404.
         */
        get: operations["getApiSimulatedCheckoutBySessionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulated-checkout/{sessionId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer pays on the simulated checkout page (the session becomes paid)
         * @description Paying again answers the paid session; an expired or cancelled one is a 409 session_expired. The order becomes paid when the app reads the session back (PUT /api/itemorders/paid/session/{sessionId}).
         */
        post: operations["postApiSimulatedCheckoutBySessionIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulated-checkout/{sessionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer cancels on the simulated checkout page (the session expires)
         * @description Cancelling again answers the expired session; a paid one is a 409 session_paid. The order is given back by DELETE /api/itemorders/paid/session/{sessionId}.
         */
        post: operations["postApiSimulatedCheckoutBySessionIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/payments/paypal/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PayPal’s return address (return): redirects to /shop/pay/success?session_id=<token>
         * @description The customer approved: the success page reads the order back. Nothing changes here.
         */
        get: operations["getPublicPaymentsPaypalReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/payments/paypal/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PayPal’s return address (cancel): redirects to /shop/cart?cancelled=<token>
         * @description The customer cancelled: the cart gives the order back. Nothing changes here.
         */
        get: operations["getPublicPaymentsPaypalCancel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe’s webhook: checkout.session.completed, async_payment_succeeded, async_payment_failed and expired
         * @description Verified by its Stripe-Signature, dated within 5 minutes of now either way (400 invalid_signature otherwise, nothing changed), and acted on once per event id (a replay answers replayed: true). Completed and a delayed payment’s outcome (async_payment_succeeded, async_payment_failed): the order is confirmed from the session read back from Stripe — paid for the order’s exact total in euros: paid, cashback once; complete but unpaid (SEPA debit, the bank settling): still pending, holding its stock and credit (holdUntil extended 6 hours at a time, 28 days after the order at most); failed: cancelled, its card credit and stock given back, its lines back in the cart, the customer told; paid for another amount: pending without cashback, given up and refunded when its hold ends. Expired: the pending order is cancelled, its card credit and stock given back. Other events, and events about a session that is no order of ours, are acknowledged (200) and logged. 404 when Stripe is not configured.
         */
        post: operations["postPublicPaymentsStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activity's orders, newest first, a page at a time
         * @description status: one of pending, placed, paid, ready, shipped, collected, cancelled, or open (every order not collected or cancelled); absent: every order. Orders still to hand over (open, pending, placed, paid, ready) list take-away orders first, by pick-up day and time, then the others newest first. q: an order number ("12", "#12") or part of the customer's name. Each order with its customer (name, e-mail, phone), its lines at the prices it was ordered at, its figures in euros (subtotal, shipping, card credit used, total, cashback, points), shipping and payment types, pick-up time and delivery address.
         */
        get: operations["getApiActivitiesByActivityIdOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/orders/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The board's live stream: an event whenever an order of the activity changes
         * @description text/event-stream (Server-Sent Events), for the same callers as the board. Events: `live` (data true or false: whether the server hears every change right now; while false, read the list every few seconds), `change` (data: the activity id; an order or a refund of the activity changed: read the list again). Events carry nothing else. A comment line every 20 s keeps proxies from closing it; the stream ends when the access token expires (reconnect with a fresh one). At most 8 streams per user and server: a 429 too_many_streams beyond.
         */
        get: operations["getApiActivitiesByActivityIdOrdersEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/orders/{orderId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Staff move an order: paid, ready, shipped, collected or cancelled
         * @description Allowed moves: placed → paid or cancelled; paid → ready, shipped, collected or cancelled; ready → shipped, collected or cancelled; shipped → collected. Any other (a pending order waiting for its online payment, paid twice, a collected or cancelled order) is a 409 saying where the order stands. paid credits the cashback and points on the customer’s card, once; cancelled returns the stock, gives back the card credit used and takes back the cashback credited (reversal movements); every move tells the customer with an in-app notification and an e-mail in their language (paid, ready, shipped, delivered or collected, cancelled with what is refunded and taken back). One transaction holding the order’s row lock. An Idempotency-Key, when sent, replays the first answer.
         */
        put: operations["putApiActivitiesByActivityIdOrdersByOrderIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/orders/{orderId}/lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one line of an order (placed, paid or ready); its worth is refunded
         * @description One transaction holding the order’s row lock: the line’s stock goes back; the subtotal shrinks, the card credit is capped at it (the excess given back to the card), the cashback credited shrinks in proportion (taken back as far as the card holds it); what was paid online beyond the new total is refunded at the provider (a refund with reason line). The last line is a 422 last_line (cancel the order instead); a shipped, collected, cancelled or pending order a 409.
         */
        delete: operations["deleteApiActivitiesByActivityIdOrdersByOrderIdLinesByLineId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/orders/{orderId}/refunds/{refundId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the provider again for a refund it refused
         * @description Only a failed refund of this order (409 refund_not_failed otherwise). It becomes pending and is asked of the provider at once, with the same idempotency key, so money is given back once; the answer is the order as the board shows it, with the refund succeeded, or pending again with the provider’s words.
         */
        post: operations["postApiActivitiesByActivityIdOrdersByOrderIdRefundsByRefundIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/order-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether I get an e-mail for each new order of the activity
         * @description The caller's own choice, as an admin of the activity: an e-mail (in their language) for each new order, placed or paid online. On by default.
         */
        get: operations["getApiActivitiesByActivityIdOrderMail"];
        /**
         * Switch my e-mail for each new order of the activity on or off
         * @description The caller's own choice, as an admin of the activity: an e-mail (in their language) for each new order, placed or paid online. On by default.
         */
        put: operations["putApiActivitiesByActivityIdOrderMail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The console home's summary: the set-up steps that apply to the activity (a switched-off feature's do not) with whether each is done, and how many orders and booking requests wait for the staff. */
        get: operations["getApiActivitiesByActivityIdConsole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{activityId}/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Uploads one picture of the activity for the console (multipart/form-data: the field kind, the file file). The file is judged by its content, never by its name or Content-Type: only JPEG, PNG, WebP, AVIF and GIF (its first frame) are taken; SVG, HTML and anything else are refused. It is turned upright by its EXIF orientation, shrunk to the kind's longest edge (never enlarged), written again as WebP without any metadata (no EXIF, no GPS) and stored under the activity's folder of its kind with a name made of its content's hash. The same picture sent again is the same file and name (naturally idempotent). Save the answer's fileName on the entity; services accept only names uploaded for the same activity. */
        post: operations["postApiActivitiesByActivityIdPictures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postPublicSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiActivitiesByIdJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every activity, switched-off ones too, by name: its members and its admins. filters[q]: in the name or the permalink. */
        get: operations["getApiConsoleActivities"];
        put?: never;
        /** @description Onboards a business: the activity with every menu switch off, its languages, and its first admin. An e-mail with an account gets an invitation as admin (nothing changes until accepted); a new e-mail gets an account, admin at once, and an e-mail to choose its password. admin: 'invited' or 'created'. A taken permalink is 409 permalink_taken; a text colour that does not stand out (4.5:1) is 400. */
        post: operations["postApiConsoleActivities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console/activities/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Switches an activity off (its customers and staff no longer reach it; nothing is deleted) or on again. */
        put: operations["putApiConsoleActivitiesByIdActive"];
        post?: never;
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
        ErrorBody: {
            message: string;
            code: string;
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
    getHealthz: {
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
                        database: "up";
                    };
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "error";
                        /** @enum {string} */
                        database: "down";
                    } | {
                        /** @enum {string} */
                        status: "draining";
                    };
                };
            };
        };
    };
    getAppVersion: {
        parameters: {
            query?: {
                platform?: "ios" | "android";
                appVersion?: string;
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
                        data: {
                            version: string;
                            minAppVersion: {
                                ios: string;
                                android: string;
                            };
                            updateRequired: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiLoginCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
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
                        data: {
                            token: string;
                            refresh_token: string;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description user_inactive: the account or its memberships are off */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiTokenRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
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
                        data: {
                            token: string;
                            refresh_token: string;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: the refresh token is unknown, used or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
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
                        data: {
                            loggedOut: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesCustomersByiduser: {
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
                        data: {
                            activityCustomers: {
                                id: number;
                                activityId: number;
                                storeId: number | null;
                                roles: ("ROLE_SUPER_ADMIN" | "ROLE_ADMIN" | "ROLE_MANAGER" | "ROLE_RESELLER" | "ROLE_STORE" | "ROLE_USER" | "ROLE_PLUGIN" | "ROLE_EDIT_CARD" | "ROLE_DEVELOPER")[];
                                activity: {
                                    id: number;
                                    name: string;
                                    permalink: string;
                                    active: boolean;
                                    color: string;
                                    colorText: string;
                                    logoUrl: string | null;
                                    /** @enum {string} */
                                    cashBackType: "E" | "P" | "EP";
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppActivitiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            permalink: string;
                            active: boolean;
                            color: string;
                            colorText: string;
                            logoUrl: string | null;
                            /** @enum {string} */
                            cashBackType: "E" | "P" | "EP";
                        };
                    };
                };
            };
            /** @description invalid_input: path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no active activity has this id or permalink */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppActivitiesPermalinkByPermalink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                permalink: string;
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
                        data: {
                            activityId: number;
                            storeId: number | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no active activity has this id or permalink */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppActivitiesByIdManifestWebmanifest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The manifest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/manifest+json": {
                        id: string;
                        name: string;
                        short_name: string;
                        description: string;
                        lang: string;
                        start_url: string;
                        scope: string;
                        /** @enum {string} */
                        display: "standalone";
                        background_color: string;
                        theme_color: string;
                        icons: {
                            src: string;
                            sizes: string;
                            type: string;
                            /** @enum {string} */
                            purpose: "any" | "maskable";
                        }[];
                    };
                };
            };
            /** @description invalid_input: path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no active activity has this id or permalink */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppActivitiesByIdIconsByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                file: "icon-192.png" | "icon-512.png" | "maskable-512.png" | "icon.svg";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The icon: an SVG for icon.svg, else a PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                };
            };
            /** @description invalid_input: path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no active activity has this id or permalink */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppActivitiesByIdConfigurations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            activityId: number;
                            /** @enum {string} */
                            bookingType: "N" | "NO" | "R" | "RO";
                            /** @enum {string} */
                            shopType: "A" | "R";
                            /** @enum {string} */
                            templateAppHome: "S" | "I" | "V";
                            /** @enum {string} */
                            graphicCardType: "S" | "B";
                            showAddressCustomer: boolean;
                            showNationCustomer: boolean;
                            requiredPhoneNumber: boolean;
                            multiLanguage: boolean;
                            androidStoreUrl: string | null;
                            iosStoreUrl: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no active activity has this id or permalink */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdConfigurations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            activityId: number;
                            /** @enum {string} */
                            bookingType: "N" | "NO" | "R" | "RO";
                            /** @enum {string} */
                            shopType: "A" | "R";
                            /** @enum {string} */
                            templateAppHome: "S" | "I" | "V";
                            /** @enum {string} */
                            graphicCardType: "S" | "B";
                            showAddressCustomer: boolean;
                            showNationCustomer: boolean;
                            requiredPhoneNumber: boolean;
                            multiLanguage: boolean;
                            androidStoreUrl: string | null;
                            iosStoreUrl: string | null;
                            shopTotalMinPrice: number;
                            shopTextColor: string | null;
                            shopTextSize: number | null;
                            shopTextSelectedSize: number | null;
                            shopTimePreparation: number;
                            menuTextApp: string | null;
                            menuColorBackground: string | null;
                            menuColorText: string | null;
                            menuDescriptionBottom: string | null;
                            menuShowIcon: boolean;
                            menuLinkWhatApp: string | null;
                            menuTextWhatApp: string | null;
                            showCurrency: boolean;
                            cashBackExpiration: number | null;
                            /** @enum {string} */
                            menuType: "O" | "V";
                            timeZone: string;
                            activityConfigurationTranslations: {
                                languageCode: string;
                                menuTextApp: string | null;
                                menuDescriptionBottom: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            showShopApp: boolean;
                            showBookingApp: boolean;
                            showCouponApp: boolean;
                            showPack: boolean;
                            showIntroduceFriendApp: boolean;
                            showMenuApp: boolean;
                            showIntroduceFriendPhoneApp: boolean;
                            showInstantWinApp: boolean;
                            showFlowNoticePoint: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivityimagesByActivityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            url: string;
                            sort: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivityVideoByActivityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            url: string;
                        } | null;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            name: string;
                            color: string;
                            colorText: string;
                            logoFileName: string | null;
                            logoUrl: string | null;
                            timeZone: string;
                            /** @enum {string} */
                            templateAppHome: "S" | "I" | "V";
                            /** @enum {string} */
                            graphicCardType: "S" | "B";
                            switches: {
                                showShopApp: boolean;
                                showBookingApp: boolean;
                                showCouponApp: boolean;
                                showPack: boolean;
                                showIntroduceFriendApp: boolean;
                                showMenuApp: boolean;
                                showIntroduceFriendPhoneApp: boolean;
                                showInstantWinApp: boolean;
                                showFlowNoticePoint: boolean;
                            };
                            /** @enum {string} */
                            menuType: "O" | "V";
                            menuTextApp: string | null;
                            menuDescriptionBottom: string | null;
                            menuColorBackground: string | null;
                            menuColorText: string | null;
                            menuShowIcon: boolean;
                            showCurrency: boolean;
                            menuLinkWhatApp: string | null;
                            menuTextWhatApp: string | null;
                            shopTextColor: string | null;
                            shopTextSize: number | null;
                            shopTextSelectedSize: number | null;
                            showAddressCustomer: boolean;
                            showNationCustomer: boolean;
                            requiredPhoneNumber: boolean;
                            multiLanguage: boolean;
                            replyTo: string | null;
                            translations: {
                                /** @enum {string} */
                                languageCode: "it" | "es" | "fr" | "de" | "gb";
                                menuTextApp: string | null;
                                menuDescriptionBottom: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    color: string;
                    colorText: string;
                    logoFileName: string | null;
                    timeZone: string;
                    /** @enum {string} */
                    templateAppHome: "S" | "I" | "V";
                    /** @enum {string} */
                    graphicCardType: "S" | "B";
                    switches: {
                        showShopApp: boolean;
                        showBookingApp: boolean;
                        showCouponApp: boolean;
                        showPack: boolean;
                        showIntroduceFriendApp: boolean;
                        showMenuApp: boolean;
                        showIntroduceFriendPhoneApp: boolean;
                        showInstantWinApp: boolean;
                        showFlowNoticePoint: boolean;
                    };
                    /** @enum {string} */
                    menuType: "O" | "V";
                    menuTextApp: string | null;
                    menuDescriptionBottom: string | null;
                    menuColorBackground: string | null;
                    menuColorText: string | null;
                    menuShowIcon: boolean;
                    showCurrency: boolean;
                    menuLinkWhatApp: string | null;
                    menuTextWhatApp: string | null;
                    shopTextColor: string | null;
                    shopTextSize: number | null;
                    shopTextSelectedSize: number | null;
                    showAddressCustomer: boolean;
                    showNationCustomer: boolean;
                    requiredPhoneNumber: boolean;
                    multiLanguage: boolean;
                    replyTo: string | null;
                    translations: {
                        /** @enum {string} */
                        languageCode: "it" | "es" | "fr" | "de" | "gb";
                        menuTextApp: string | null;
                        menuDescriptionBottom: string | null;
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
                        data: {
                            name: string;
                            color: string;
                            colorText: string;
                            logoFileName: string | null;
                            logoUrl: string | null;
                            timeZone: string;
                            /** @enum {string} */
                            templateAppHome: "S" | "I" | "V";
                            /** @enum {string} */
                            graphicCardType: "S" | "B";
                            switches: {
                                showShopApp: boolean;
                                showBookingApp: boolean;
                                showCouponApp: boolean;
                                showPack: boolean;
                                showIntroduceFriendApp: boolean;
                                showMenuApp: boolean;
                                showIntroduceFriendPhoneApp: boolean;
                                showInstantWinApp: boolean;
                                showFlowNoticePoint: boolean;
                            };
                            /** @enum {string} */
                            menuType: "O" | "V";
                            menuTextApp: string | null;
                            menuDescriptionBottom: string | null;
                            menuColorBackground: string | null;
                            menuColorText: string | null;
                            menuShowIcon: boolean;
                            showCurrency: boolean;
                            menuLinkWhatApp: string | null;
                            menuTextWhatApp: string | null;
                            shopTextColor: string | null;
                            shopTextSize: number | null;
                            shopTextSelectedSize: number | null;
                            showAddressCustomer: boolean;
                            showNationCustomer: boolean;
                            requiredPhoneNumber: boolean;
                            multiLanguage: boolean;
                            replyTo: string | null;
                            translations: {
                                /** @enum {string} */
                                languageCode: "it" | "es" | "fr" | "de" | "gb";
                                menuTextApp: string | null;
                                menuDescriptionBottom: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: a field fails its contract; low_contrast: a text does not read on its colour; unknown_picture: the logo is no picture uploaded for this activity */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdHomePictures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            fileName: string;
                            url: string;
                            sort: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdHomePictures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileName: string;
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
                        data: {
                            id: number;
                            fileName: string;
                            url: string;
                            sort: number;
                        };
                    };
                };
            };
            /** @description invalid_input: the body fails its contract; unknown_picture: no picture of this activity uploaded with kind activity has that name */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too_many_pictures: the home has 20 pictures already; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdHomePicturesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdHomePictureOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
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
                        data: {
                            id: number;
                            fileName: string;
                            url: string;
                            sort: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: an id twice, or not an id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description order_stale: the ids are not every id of the home’s pictures now (one was added or removed meanwhile): read them again; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdHomeVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            fileName: string;
                            url: string;
                        } | null;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdHomeVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileName: string;
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
                        data: {
                            fileName: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description invalid_input: the body fails its contract; unknown_video: no video of this activity has that name */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdHomeVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdVideos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The video: MP4 (H.264 or another codec in an MP4 box) or WebM, judged by its content; at most 50 MB.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            fileName: string;
                            url: string;
                            bytes: number;
                        };
                    };
                };
            };
            /** @description invalid_input (the path, the Idempotency-Key), not_a_video (the content is no MP4 or WebM), video_missing (no file, or an empty one), one_video (two files), invalid_form (a form that cannot be read) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description video_too_large: the file is over 50 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the request is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppLanguages: {
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
                        data: {
                            id: number;
                            code: string;
                            flagCode: string;
                            name: string;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPublicActivityLanguages: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "language";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    activityId?: number | string;
                };
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
                        data: {
                            id: number;
                            activityId: number;
                            language: {
                                id: number;
                                code: string;
                                flagCode: string;
                                name: string;
                            };
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no active activity has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    languages: ("it" | "es" | "fr" | "de" | "gb")[];
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
                        data: {
                            languages: ("it" | "es" | "fr" | "de" | "gb")[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppCheckEmailsByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
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
                        data: {
                            exists: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putPublicSendCodeEmails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    username: string;
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
                        data: {
                            sent: boolean;
                            codeLength: number;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no active activity has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description email_taken: the address has an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putPublicCheckCodeEmails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    username: string;
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
                        data: {
                            valid: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description code_invalid, code_expired or code_locked */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppCustomersCodeByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
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
                        data: {
                            code: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no customer has this invite code */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAppSendnavigation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: string;
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
                        data: {
                            saved: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppForgotpasswordByUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
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
                        data: {
                            esito: boolean;
                            message: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppCheckforgotcodeByCode: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path: {
                code: string;
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
                        data: {
                            id: number;
                            username: string;
                        } | null;
                    };
                };
            };
            /** @description invalid_input: path, query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description code_invalid, code_expired or code_locked */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiUsersByIdEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    code: string;
                    activityId?: number;
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
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            name: string;
                            surname: string;
                            birthDate: string | null;
                            gender: ("M" | "F") | null;
                            /** @enum {string} */
                            typo: "F" | "G";
                            countryId: number | null;
                            country: {
                                id: number;
                                name: string;
                                province: string;
                            } | null;
                            nationId: number | null;
                            address: string | null;
                            streetNumber: string | null;
                            cap: string | null;
                            town: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            language: "it" | "es" | "fr" | "de" | "gb";
                            inviteCode: string | null;
                            roles: string[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiUsersByIdEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    currentPassword: string;
                    activityId?: number;
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
                        data: {
                            sent: boolean;
                            codeLength: number;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAppSetnewpasswordById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    code: string;
                    password: string;
                    confirmPassword: string;
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
                        data: {
                            changed: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description passwords_mismatch, or code_invalid, code_expired or code_locked */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPublicNations: {
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
                        data: {
                            id: number;
                            code: string;
                            name: string;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPublicCountries: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "name";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    nationId?: number;
                    name?: string;
                    activityId?: number;
                };
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
                        data: {
                            id: number;
                            name: string;
                            province: string;
                            nationId: number;
                            nationCode: string;
                            caps: string[] | null;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCountriesActvityByActivityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            province: string;
                            nationId: number;
                            nationCode: string;
                            caps: string[] | null;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomerAddresses: {
        parameters: {
            query: {
                filters: {
                    activityId?: number | string;
                };
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
                        data: {
                            id: number;
                            activityId: number;
                            address: string;
                            streetNumber: string | null;
                            cap: string;
                            town: string | null;
                            province: string | null;
                            recipientName: string | null;
                            phone: string | null;
                            countryId: number;
                            country: {
                                id: number;
                                name: string;
                                province: string;
                            };
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiCustomerAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    address: string;
                    streetNumber?: string | null;
                    cap: string;
                    town?: string | null;
                    countryId: number;
                    recipientName: string;
                    phone: string;
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
                        data: {
                            id: number;
                            activityId: number;
                            address: string;
                            streetNumber: string | null;
                            cap: string;
                            town: string | null;
                            province: string | null;
                            recipientName: string | null;
                            phone: string | null;
                            countryId: number;
                            country: {
                                id: number;
                                name: string;
                                province: string;
                            };
                        };
                    };
                };
            };
            /** @description bad input, unknown town, postal code or phone a courier cannot use */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiAppCustomerAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAppActivitiesByIdPrivacies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "informativaPrivacy" | "informativaPointB" | "informativaPointC";
                            title: string;
                            text: string;
                            required: boolean;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no active activity has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiUserprivaciesActivityByActivityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            informativaPrivacy: boolean;
                            /** @default false */
                            informativaPointB: boolean;
                            /** @default false */
                            informativaPointC: boolean;
                            activityId: number;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiUserprivacies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    informativaPrivacy: boolean;
                    informativaPointB: boolean;
                    informativaPointC: boolean;
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
                        data: {
                            informativaPrivacy: boolean;
                            /** @default false */
                            informativaPointB: boolean;
                            /** @default false */
                            informativaPointC: boolean;
                            activityId: number;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiUserprivaciesCheckActivityByActivityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            checkInformativePrivacy: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiAppUserregistrationcodeSaveByDeviceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceName: string;
                    deviceType: string;
                    /**
                     * @default N
                     * @enum {string}
                     */
                    authNotice?: "Y" | "N";
                    osVersion?: string | null;
                    sdkVersion?: string | null;
                    appVersion?: string | null;
                    activityId?: number;
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
                        data: {
                            id: number;
                            deviceId: string;
                            deviceName: string;
                            deviceType: string;
                            /** @enum {string} */
                            authNotice: "Y" | "N";
                            osVersion: string | null;
                            sdkVersion: string | null;
                            appVersion: string | null;
                            active: boolean;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAppUserregistrationcodeSaveByUsernameByDeviceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceName: string;
                    deviceType: string;
                    /**
                     * @default N
                     * @enum {string}
                     */
                    authNotice?: "Y" | "N";
                    osVersion?: string | null;
                    sdkVersion?: string | null;
                    appVersion?: string | null;
                    activityId?: number;
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
                        data: {
                            saved: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppUserregistrationcodes: {
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
                        data: {
                            id: number;
                            deviceId: string;
                            deviceName: string;
                            deviceType: string;
                            /** @enum {string} */
                            authNotice: "Y" | "N";
                            osVersion: string | null;
                            sdkVersion: string | null;
                            appVersion: string | null;
                            active: boolean;
                            updatedAt: string;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiUserregistrationcodeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                    activityId?: number;
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
                        data: {
                            id: number;
                            deviceId: string;
                            deviceName: string;
                            deviceType: string;
                            /** @enum {string} */
                            authNotice: "Y" | "N";
                            osVersion: string | null;
                            sdkVersion: string | null;
                            appVersion: string | null;
                            active: boolean;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiUserregistrationcodeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppUsers: {
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
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            name: string;
                            surname: string;
                            birthDate: string | null;
                            gender: ("M" | "F") | null;
                            /** @enum {string} */
                            typo: "F" | "G";
                            countryId: number | null;
                            country: {
                                id: number;
                                name: string;
                                province: string;
                            } | null;
                            nationId: number | null;
                            address: string | null;
                            streetNumber: string | null;
                            cap: string | null;
                            town: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            language: "it" | "es" | "fr" | "de" | "gb";
                            inviteCode: string | null;
                            roles: string[];
                        };
                    };
                };
            };
            /** @description invalid_input: a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiCustomerUpdateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    surname?: string;
                    birthDate?: string | null;
                    gender?: ("M" | "F") | null;
                    /** @enum {string} */
                    typo?: "F" | "G";
                    countryId?: number | null;
                    nationId?: number | null;
                    address?: string | null;
                    streetNumber?: string | null;
                    cap?: string | null;
                    town?: string | null;
                    phone?: (string | null) | "";
                    /** @enum {string} */
                    language?: "it" | "es" | "fr" | "de" | "gb";
                    activityId?: number;
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
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            name: string;
                            surname: string;
                            birthDate: string | null;
                            gender: ("M" | "F") | null;
                            /** @enum {string} */
                            typo: "F" | "G";
                            countryId: number | null;
                            country: {
                                id: number;
                                name: string;
                                province: string;
                            } | null;
                            nationId: number | null;
                            address: string | null;
                            streetNumber: string | null;
                            cap: string | null;
                            town: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            language: "it" | "es" | "fr" | "de" | "gb";
                            inviteCode: string | null;
                            roles: string[];
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiUsersByIdChangepassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    oldPassword?: string;
                    /** @default  */
                    password?: string;
                    /** @default  */
                    confirmPassword?: string;
                    activityId?: number;
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
                        data: {
                            changed: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiUsers: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "username" | "name" | "surname" | "createdAt";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    activityId?: number | string;
                    search?: string;
                };
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
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            name: string;
                            surname: string;
                            roles: string[];
                            /** @enum {string} */
                            active: "Y" | "N";
                            /** @enum {string} */
                            accountActive: "Y" | "N";
                            createdAt: string;
                            guest: boolean;
                            phone: string | null;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    username: string;
                    email?: string;
                    name: string;
                    surname: string;
                    password: string;
                    /**
                     * @default [
                     *       "ROLE_USER"
                     *     ]
                     */
                    roles?: ("ROLE_ADMIN" | "ROLE_STORE" | "ROLE_USER")[];
                    /**
                     * @default Y
                     * @enum {string}
                     */
                    active?: "Y" | "N";
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
                        data: {
                            username: string;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    email?: string;
                    name?: string;
                    surname?: string;
                    roles?: ("ROLE_ADMIN" | "ROLE_STORE" | "ROLE_USER")[];
                    /** @enum {string} */
                    active?: "Y" | "N";
                    password?: string;
                    activityId?: number;
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
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            name: string;
                            surname: string;
                            roles: string[];
                            /** @enum {string} */
                            active: "Y" | "N";
                            /** @enum {string} */
                            accountActive: "Y" | "N";
                            createdAt: string;
                            guest: boolean;
                            phone: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiUsersById: {
        parameters: {
            query: {
                filters: {
                    activityId?: number | string;
                };
            };
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, query, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiInvitations: {
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
                        data: {
                            id: number;
                            activityId: number;
                            activity: string;
                            roles: string[];
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description invalid_input: a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiInvitationsByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            activityId: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiInvitationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdCardterms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            /** @enum {string} */
                            cashBackType: "E" | "P" | "EP";
                            valueBasisPoints: number;
                            pointValue: number;
                            welcome: number;
                            welcomePoints: number;
                            referral: number;
                            referralPoints: number;
                            cashBackExpiration: number | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCardterms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    cashBackType: "E" | "P" | "EP";
                    valueBasisPoints: number;
                    pointValue: number;
                    welcome: number;
                    welcomePoints: number;
                    referral: number;
                    referralPoints: number;
                    cashBackExpiration: number | null;
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
                        data: {
                            /** @enum {string} */
                            cashBackType: "E" | "P" | "EP";
                            valueBasisPoints: number;
                            pointValue: number;
                            welcome: number;
                            welcomePoints: number;
                            referral: number;
                            referralPoints: number;
                            cashBackExpiration: number | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdCardtermsChanges: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "at";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: Record<string, never>;
            };
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            at: string;
                            by: {
                                id: number | null;
                                name: string | null;
                            };
                            before: {
                                /** @enum {string} */
                                cashBackType: "E" | "P" | "EP";
                                valueBasisPoints: number;
                                pointValue: number;
                                welcome: number;
                                welcomePoints: number;
                                referral: number;
                                referralPoints: number;
                                cashBackExpiration: number | null;
                            };
                            after: {
                                /** @enum {string} */
                                cashBackType: "E" | "P" | "EP";
                                valueBasisPoints: number;
                                pointValue: number;
                                welcome: number;
                                welcomePoints: number;
                                referral: number;
                                referralPoints: number;
                                cashBackExpiration: number | null;
                            };
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdUsercard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            balance: number;
                            pointBalance: number;
                            cardCode: string;
                            nextExpiry: {
                                amount: number;
                                date: string;
                            } | null;
                            /** @enum {string} */
                            cashBackType: "E" | "P" | "EP";
                            /** @enum {string} */
                            graphicCardType: "S" | "B";
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdUsercardsimple: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            balance: number;
                            pointBalance: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppActivitiesByIdCartshop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            value: number;
                            pointValue: number;
                            welcome: {
                                amount: number;
                                points: number;
                            };
                            referral: {
                                amount: number;
                                points: number;
                            };
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppActivitiesByIdUserflows: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "at";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: Record<string, never>;
            };
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "AA" | "AM" | "C" | "IS" | "W" | "B" | "P" | "SM" | "PU";
                            amount: number;
                            points: number;
                            spent: number | null;
                            at: string;
                            storeName: string | null;
                            reversalOf: number | null;
                            note: string | null;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdCardsByCardCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                cardCode: string;
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
                        data: {
                            balance: number;
                            pointBalance: number;
                            cardCode: string;
                            nextExpiry: {
                                amount: number;
                                date: string;
                            } | null;
                            /** @enum {string} */
                            cashBackType: "E" | "P" | "EP";
                            /** @enum {string} */
                            graphicCardType: "S" | "B";
                            customer: {
                                name: string;
                                surname: string;
                            };
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_STORE, ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCardMovements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardCode: string;
                    /** @enum {string} */
                    type: "AA" | "AM" | "C" | "P" | "B" | "SM";
                    amount?: number;
                    points?: number;
                    spent?: number;
                    reversalOf?: number;
                    note?: string;
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
                        data: {
                            movement: {
                                id: number;
                                /** @enum {string} */
                                type: "AA" | "AM" | "C" | "IS" | "W" | "B" | "P" | "SM" | "PU";
                                amount: number;
                                points: number;
                                spent: number | null;
                                at: string;
                                storeName: string | null;
                                reversalOf: number | null;
                                note: string | null;
                            };
                            balance: number;
                            pointBalance: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_STORE, ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiStores: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "name";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    activityId?: number | string;
                    visible?: boolean | ("true" | "false");
                };
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
                        data: {
                            id: number;
                            activityId: number;
                            name: string;
                            main: boolean;
                            visible: boolean;
                            address: string | null;
                            city: string | null;
                            phone: string | null;
                            openingHours: {
                                day: number;
                                from: string;
                                to: string;
                            }[];
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiStoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            activityId: number;
                            name: string;
                            main: boolean;
                            visible: boolean;
                            address: string | null;
                            city: string | null;
                            phone: string | null;
                            openingHours: {
                                day: number;
                                from: string;
                                to: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdStores: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "name";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    q?: string;
                };
            };
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            activityId: number;
                            name: string;
                            main: boolean;
                            visible: boolean;
                            address: string | null;
                            city: string | null;
                            phone: string | null;
                            openingHours: {
                                day: number;
                                from: string;
                                to: string;
                            }[];
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdStores: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address: string | null;
                    city: string | null;
                    phone: string | null;
                    main: boolean;
                    visible: boolean;
                    openingHours: {
                        day: number;
                        from: string;
                        to: string;
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
                        data: {
                            id: number;
                            activityId: number;
                            name: string;
                            main: boolean;
                            visible: boolean;
                            address: string | null;
                            city: string | null;
                            phone: string | null;
                            openingHours: {
                                day: number;
                                from: string;
                                to: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description main_store_hidden: the activity's first store becomes main, and the main store is visible; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdStoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address: string | null;
                    city: string | null;
                    phone: string | null;
                    main: boolean;
                    visible: boolean;
                    openingHours: {
                        day: number;
                        from: string;
                        to: string;
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
                        data: {
                            id: number;
                            activityId: number;
                            name: string;
                            main: boolean;
                            visible: boolean;
                            address: string | null;
                            city: string | null;
                            phone: string | null;
                            openingHours: {
                                day: number;
                                from: string;
                                to: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description main_store_required: main false for the main store (make another store main instead); idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdStoresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description main_store: the main store is not deleted; store_in_use: customers' movements or orders name it; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiMenus: {
        parameters: {
            query: {
                filters: {
                    activityId?: number | string;
                };
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
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            price: number;
                            allergens: string[];
                            typologies: ("GF" | "VG" | "VE")[];
                            imageUrl: string | null;
                            sort: number;
                            category: {
                                id: number;
                                name: string;
                                sort: number;
                            };
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdMenuCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            sort: number;
                            visible: boolean;
                            entries: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdMenuCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    visible: boolean;
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
                        data: {
                            id: number;
                            name: string;
                            sort: number;
                            visible: boolean;
                            entries: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdMenuCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    visible: boolean;
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
                        data: {
                            id: number;
                            name: string;
                            sort: number;
                            visible: boolean;
                            entries: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdMenuCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description category_not_empty: the category lists entries (the message says how many); idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdMenuCategoryOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
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
                        data: {
                            id: number;
                            name: string;
                            sort: number;
                            visible: boolean;
                            entries: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description order_stale: the ids are not every id of the list now (one was added or deleted meanwhile): read it again; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdMenuEntries: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "name";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    categoryId?: number | string;
                    q?: string;
                };
            };
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string | null;
                            price: number;
                            allergens: string[];
                            typologies: string[];
                            imageFileName: string | null;
                            imageUrl: string | null;
                            sort: number;
                            visible: boolean;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdMenuEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryId: number;
                    name: string;
                    description: string | null;
                    price: number;
                    allergens: ("GL" | "CR" | "UO" | "PE" | "AR" | "SO" | "LA" | "CE" | "SE" | "LU" | "FG" | "MO" | "LT")[];
                    typologies: ("GF" | "VG" | "VE")[];
                    imageFileName: string | null;
                    visible: boolean;
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
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string | null;
                            price: number;
                            allergens: string[];
                            typologies: string[];
                            imageFileName: string | null;
                            imageUrl: string | null;
                            sort: number;
                            visible: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdMenuEntriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryId: number;
                    name: string;
                    description: string | null;
                    price: number;
                    allergens: ("GL" | "CR" | "UO" | "PE" | "AR" | "SO" | "LA" | "CE" | "SE" | "LU" | "FG" | "MO" | "LT")[];
                    typologies: ("GF" | "VG" | "VE")[];
                    imageFileName: string | null;
                    visible: boolean;
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
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string | null;
                            price: number;
                            allergens: string[];
                            typologies: string[];
                            imageFileName: string | null;
                            imageUrl: string | null;
                            sort: number;
                            visible: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdMenuEntriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdMenuCategoriesByIdEntryOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
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
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string | null;
                            price: number;
                            allergens: string[];
                            typologies: string[];
                            imageFileName: string | null;
                            imageUrl: string | null;
                            sort: number;
                            visible: boolean;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description order_stale: the ids are not every id of the list now (one was added or deleted meanwhile): read it again; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppScratchAndWinCustomersCustomers: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "givenAt";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    activityId?: number | string;
                };
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
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            imageUrl: string | null;
                            givenAt: string;
                            scratched: boolean;
                            result: {
                                won: boolean;
                                amount: number;
                                points: number;
                            } | null;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppScratchAndWinCustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            imageUrl: string | null;
                            givenAt: string;
                            scratched: boolean;
                            result: {
                                won: boolean;
                                amount: number;
                                points: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiAppScratchAndWinCustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiScratchAndWinCustomersScratchedById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            imageUrl: string | null;
                            givenAt: string;
                            scratched: boolean;
                            result: {
                                won: boolean;
                                amount: number;
                                points: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCouponCustomersCustomers: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "givenAt";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    activityId?: number | string;
                };
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
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            imageUrl: string | null;
                            code: string;
                            validTo: string | null;
                            expired: boolean;
                            redeemedAt: string | null;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiAppCouponcustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCouponRedemptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
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
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            imageUrl: string | null;
                            code: string;
                            validTo: string | null;
                            expired: boolean;
                            redeemedAt: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_STORE, ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppPackcustomersCustomers: {
        parameters: {
            query?: {
                activityId?: number | string;
                filters?: {
                    activityId?: number | string;
                };
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
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            imageUrl: string | null;
                            code: string;
                            uses: number;
                            usesLeft: number;
                            validTo: string | null;
                            expired: boolean;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdPackUses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
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
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            imageUrl: string | null;
                            code: string;
                            uses: number;
                            usesLeft: number;
                            validTo: string | null;
                            expired: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_STORE, ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiFriends: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string;
                    activityId: number;
                    userId?: number;
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
                        data: {
                            inviteId: string;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiFriendsInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string;
                    activityId: number;
                    userId?: number;
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
                        data: {
                            inviteId: string;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiNotifications: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "created" | "updated" | "status" | "title";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    /** @enum {string} */
                    status?: "R" | "S" | "E" | "D";
                    read?: boolean | ("0" | "1" | "true" | "false");
                    daily?: boolean | ("0" | "1" | "true" | "false");
                };
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
                        data: {
                            id: number;
                            message: string;
                            title: string;
                            subTitle: string | null;
                            /** @enum {string} */
                            status: "R" | "S" | "E" | "D";
                            link: string | null;
                            externalLink: string | null;
                            created: string;
                            updated: string;
                            read: boolean;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            message: string;
                            title: string;
                            subTitle: string | null;
                            /** @enum {string} */
                            status: "R" | "S" | "E" | "D";
                            link: string | null;
                            externalLink: string | null;
                            created: string;
                            updated: string;
                            read: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdNoticessentUser: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "sentAt";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    read?: boolean | ("0" | "1" | "true" | "false");
                };
            };
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            noticeId: number;
                            activityId: number;
                            title: string;
                            text: string;
                            imageUrl: string | null;
                            sentAt: string;
                            read: boolean;
                            readAt: string | null;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiNoticesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            noticeId: number;
                            activityId: number;
                            title: string;
                            text: string;
                            imageUrl: string | null;
                            sentAt: string;
                            read: boolean;
                            readAt: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiNoticesentsNoticeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiNoticeSentsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            noticeId: number;
                            activityId: number;
                            title: string;
                            text: string;
                            imageUrl: string | null;
                            sentAt: string;
                            read: boolean;
                            readAt: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiNoticeSentsByIdReadNative: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            noticeId: number;
                            activityId: number;
                            title: string;
                            text: string;
                            imageUrl: string | null;
                            sentAt: string;
                            read: boolean;
                            readAt: string | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppBookingsDates: {
        parameters: {
            query: {
                filters: {
                    activityId?: number;
                    date?: string;
                    /** @default 1 */
                    numberOfPeoples?: number;
                    bookingServiceId?: number;
                    bookingOperatorId?: number;
                    moving?: number;
                };
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
                        data: {
                            timeZone: string;
                            today: string;
                            now: string;
                            nowMinute?: number;
                            openTimes: {
                                startTime: string;
                                endTime: string;
                                timeCalendar: 15 | 30 | 60 | 120;
                            };
                            dates: {
                                date: string;
                                open: boolean;
                                ranges?: {
                                    startTime: string;
                                    endTime: string;
                                }[];
                            }[];
                            closedTimes: {
                                date: string;
                                startTime: string;
                                endTime: string;
                                bookingOperatorId: number | null;
                                from?: number;
                                to?: number;
                            }[];
                            fullReservations: string[];
                            busy: {
                                date: string;
                                startTime: string;
                                endTime: string;
                                bookingOperatorId: number | null;
                                from?: number;
                                to?: number;
                            }[];
                            seatsTaken: {
                                date: string;
                                startTime: string;
                                endTime: string;
                                bookingOperatorId: number | null;
                                from?: number;
                                to?: number;
                                taken: number;
                            }[];
                            mine: {
                                id: number;
                                activityId: number;
                                date: string;
                                startTime: string;
                                endTime: string;
                                startsAt: string;
                                endsAt: string;
                                numberOfPeople: number;
                                /** @enum {string} */
                                confirmed: "Y" | "I" | "N";
                                endedBy?: ("customer" | "activity") | null;
                                ended?: ("declined" | "cancelled") | null;
                                reason?: string | null;
                                bookingService: {
                                    id: number;
                                    name: string;
                                    duration: number;
                                } | null;
                                bookingOperator: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                } | null;
                            }[];
                            days: {
                                date: string;
                                /** @enum {string} */
                                status: "open" | "full" | "closed";
                                reason: ("closed" | "allBooked" | "seats") | null;
                                starts: string[];
                                largestParty: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or booking is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiAppBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    date: string;
                    startTime: string;
                    numberOfPeople: number;
                    bookingService: {
                        id: number;
                    } | null;
                    bookingOperator: {
                        id: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            activityId: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            startsAt: string;
                            endsAt: string;
                            numberOfPeople: number;
                            /** @enum {string} */
                            confirmed: "Y" | "I" | "N";
                            endedBy?: ("customer" | "activity") | null;
                            ended?: ("declined" | "cancelled") | null;
                            reason?: string | null;
                            bookingService: {
                                id: number;
                                name: string;
                                duration: number;
                            } | null;
                            bookingOperator: {
                                id: number;
                                name: string;
                                surname: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or booking is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description slot taken (slot_taken, SPEC: "Non è possibile prenotare in quanto occorrono {n} minuti …"), not enough seats (not_enough_seats, "Per questa selezione ci sono solo {n} posti disponibili"), with the real n; or overlaps_own: the customer already has a booking (not declined) at that time */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description past time, closed day or time, or ending after closing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdBookings: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "startsAt";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: Record<string, never>;
            };
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            activityId: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            startsAt: string;
                            endsAt: string;
                            numberOfPeople: number;
                            /** @enum {string} */
                            confirmed: "Y" | "I" | "N";
                            endedBy?: ("customer" | "activity") | null;
                            ended?: ("declined" | "cancelled") | null;
                            reason?: string | null;
                            bookingService: {
                                id: number;
                                name: string;
                                duration: number;
                            } | null;
                            bookingOperator: {
                                id: number;
                                name: string;
                                surname: string | null;
                            } | null;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdBookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    startTime: string;
                    numberOfPeople: number;
                    bookingService: {
                        id: number;
                    } | null;
                    bookingOperator: {
                        id: number;
                    } | null;
                    userId: number;
                    /** @enum {string} */
                    confirmed?: "Y" | "I";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            activityId: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            startsAt: string;
                            endsAt: string;
                            numberOfPeople: number;
                            /** @enum {string} */
                            confirmed: "Y" | "I" | "N";
                            endedBy?: ("customer" | "activity") | null;
                            ended?: ("declined" | "cancelled") | null;
                            reason?: string | null;
                            bookingService: {
                                id: number;
                                name: string;
                                duration: number;
                            } | null;
                            bookingOperator: {
                                id: number;
                                name: string;
                                surname: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or booking is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description slot taken (slot_taken, SPEC: "Non è possibile prenotare in quanto occorrono {n} minuti …"), not enough seats (not_enough_seats, "Per questa selezione ci sono solo {n} posti disponibili"), with the real n; or overlaps_own: the customer already has a booking (not declined) at that time */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description past time, closed day or time, or ending after closing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiBookingsConfirmById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    confirm: "N";
                    /**
                     * @default Y
                     * @enum {string}
                     */
                    sendEmailToActivity?: "Y" | "N";
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
                        data: {
                            id: number;
                            activityId: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            startsAt: string;
                            endsAt: string;
                            numberOfPeople: number;
                            /** @enum {string} */
                            confirmed: "Y" | "I" | "N";
                            endedBy?: ("customer" | "activity") | null;
                            ended?: ("declined" | "cancelled") | null;
                            reason?: string | null;
                            bookingService: {
                                id: number;
                                name: string;
                                duration: number;
                            } | null;
                            bookingOperator: {
                                id: number;
                                name: string;
                                surname: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or booking is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiAppBookingsByIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    startTime: string;
                    bookingOperator?: {
                        id: number;
                    } | null;
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
                        data: {
                            id: number;
                            activityId: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            startsAt: string;
                            endsAt: string;
                            numberOfPeople: number;
                            /** @enum {string} */
                            confirmed: "Y" | "I" | "N";
                            endedBy?: ("customer" | "activity") | null;
                            ended?: ("declined" | "cancelled") | null;
                            reason?: string | null;
                            bookingService: {
                                id: number;
                                name: string;
                                duration: number;
                            } | null;
                            bookingOperator: {
                                id: number;
                                name: string;
                                surname: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or booking is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description slot taken (slot_taken, SPEC: "Non è possibile prenotare in quanto occorrono {n} minuti …"), not enough seats (not_enough_seats, "Per questa selezione ci sono solo {n} posti disponibili"), with the real n; or overlaps_own: the customer already has a booking (not declined) at that time */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description past time, closed day or time, or ending after closing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdBookingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            startTime: string;
                            endTime: string;
                            timeCalendar: 15 | 30 | 60 | 120;
                            bookingNumberOfHour: number;
                            confirmOnArrival: boolean;
                            reminderHour: number;
                            maxUpcomingBookings: number;
                            maxPartySize: number;
                            cancelCutoffHours: number | null;
                            /** @enum {string} */
                            bookingType: "N" | "NO" | "R" | "RO";
                            timeZone: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdBookingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    startTime: string;
                    endTime: string;
                    timeCalendar: 15 | 30 | 60 | 120;
                    bookingNumberOfHour: number;
                    confirmOnArrival: boolean;
                    reminderHour: number;
                    maxUpcomingBookings?: number;
                    maxPartySize?: number;
                    cancelCutoffHours?: number | null;
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
                        data: {
                            startTime: string;
                            endTime: string;
                            timeCalendar: 15 | 30 | 60 | 120;
                            bookingNumberOfHour: number;
                            confirmOnArrival: boolean;
                            reminderHour: number;
                            maxUpcomingBookings: number;
                            maxPartySize: number;
                            cancelCutoffHours: number | null;
                            /** @enum {string} */
                            bookingType: "N" | "NO" | "R" | "RO";
                            timeZone: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdBookingservices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            duration: number;
                            price: number | null;
                            description: string | null;
                            capacity?: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdBookingservices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    duration: number;
                    price?: number | null;
                    description?: string | null;
                    capacity?: number;
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
                        data: {
                            id: number;
                            name: string;
                            duration: number;
                            price: number | null;
                            description: string | null;
                            capacity?: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdBookingoperators: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            surname: string | null;
                            bookingServiceIds: number[];
                            seats: number | null;
                            hours: {
                                day: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdBookingoperators: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    surname: string | null;
                    bookingServiceIds: number[];
                    seats: number | null;
                    hours?: {
                        day: number;
                        startTime: string;
                        endTime: string;
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
                        data: {
                            id: number;
                            name: string;
                            surname: string | null;
                            bookingServiceIds: number[];
                            seats: number | null;
                            hours: {
                                day: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdAgenda: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            activityId: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            startsAt: string;
                            endsAt: string;
                            numberOfPeople: number;
                            /** @enum {string} */
                            confirmed: "Y" | "I" | "N";
                            endedBy?: ("customer" | "activity") | null;
                            ended?: ("declined" | "cancelled") | null;
                            reason?: string | null;
                            bookingService: {
                                id: number;
                                name: string;
                                duration: number;
                            } | null;
                            bookingOperator: {
                                id: number;
                                name: string;
                                surname: string | null;
                            } | null;
                            customer: {
                                id: number;
                                name: string;
                                surname: string;
                                email: string;
                                phone: string | null;
                                guest?: boolean;
                            };
                            bookedByStaff: boolean;
                        }[];
                        totalRows: number;
                        open?: {
                            date: string;
                            bookingOperatorId: number | null;
                            ranges: {
                                startTime: string;
                                endTime: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdBookingsByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    confirm: "Y" | "N";
                    reason?: string;
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
                        data: {
                            id: number;
                            activityId: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            startsAt: string;
                            endsAt: string;
                            numberOfPeople: number;
                            /** @enum {string} */
                            confirmed: "Y" | "I" | "N";
                            endedBy?: ("customer" | "activity") | null;
                            ended?: ("declined" | "cancelled") | null;
                            reason?: string | null;
                            bookingService: {
                                id: number;
                                name: string;
                                duration: number;
                            } | null;
                            bookingOperator: {
                                id: number;
                                name: string;
                                surname: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or booking is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdBookingsByIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    startTime: string;
                    bookingOperator?: {
                        id: number;
                    } | null;
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
                        data: {
                            id: number;
                            activityId: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            startsAt: string;
                            endsAt: string;
                            numberOfPeople: number;
                            /** @enum {string} */
                            confirmed: "Y" | "I" | "N";
                            endedBy?: ("customer" | "activity") | null;
                            ended?: ("declined" | "cancelled") | null;
                            reason?: string | null;
                            bookingService: {
                                id: number;
                                name: string;
                                duration: number;
                            } | null;
                            bookingOperator: {
                                id: number;
                                name: string;
                                surname: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or booking is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description slot taken (slot_taken, SPEC: "Non è possibile prenotare in quanto occorrono {n} minuti …"), not enough seats (not_enough_seats, "Per questa selezione ci sono solo {n} posti disponibili"), with the real n; or overlaps_own: the customer already has a booking (not declined) at that time */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description past time, closed day or time, or ending after closing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdBookingGuests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    surname: string;
                    phone: string;
                    email?: "" | string;
                    /** @default false */
                    invite?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer: {
                                id: number;
                                name: string;
                                surname: string;
                                email: string;
                                phone: string | null;
                                guest?: boolean;
                            };
                            reused: boolean;
                            invited: ("email" | "sms") | null;
                        };
                    };
                };
            };
            /** @description bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or booking is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdBookingCustomers: {
        parameters: {
            query: {
                text: string;
            };
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            surname: string;
                            email: string;
                            phone: string | null;
                            guest?: boolean;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdBookingHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            hours: {
                                day: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdBookingHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: {
                        day: number;
                        startTime: string;
                        endTime: string;
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
                        data: {
                            hours: {
                                day: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdBookingservicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    duration: number;
                    price?: number | null;
                    description?: string | null;
                    capacity?: number;
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
                        data: {
                            id: number;
                            name: string;
                            duration: number;
                            price: number | null;
                            description: string | null;
                            capacity?: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdBookingservicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdBookingoperatorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    surname: string | null;
                    bookingServiceIds: number[];
                    seats: number | null;
                    hours?: {
                        day: number;
                        startTime: string;
                        endTime: string;
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
                        data: {
                            id: number;
                            name: string;
                            surname: string | null;
                            bookingServiceIds: number[];
                            seats: number | null;
                            hours: {
                                day: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdBookingoperatorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdBookingClosures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            date: string | null;
                            dateTo?: string | null;
                            weekday: number | null;
                            startTime: string | null;
                            endTime: string | null;
                            bookingOperatorId: number | null;
                        }[];
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdBookingClosures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string | null;
                    dateTo?: string | null;
                    weekday: number | null;
                    startTime: string | null;
                    endTime: string | null;
                    bookingOperatorId: number | null;
                    tell?: boolean;
                    reason?: string;
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
                        data: {
                            id: number;
                            date: string | null;
                            dateTo?: string | null;
                            weekday: number | null;
                            startTime: string | null;
                            endTime: string | null;
                            bookingOperatorId: number | null;
                            cancelled: number[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdBookingClosuresHits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string | null;
                    dateTo?: string | null;
                    weekday: number | null;
                    startTime: string | null;
                    endTime: string | null;
                    bookingOperatorId: number | null;
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
                        data: {
                            id: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            /** @enum {string} */
                            confirmed: "Y" | "I";
                            customer: string;
                            serviceName: string | null;
                            operatorName: string | null;
                        }[];
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdBookingClosuresById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdAgendaPending: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
            };
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            activityId: number;
                            date: string;
                            startTime: string;
                            endTime: string;
                            startsAt: string;
                            endsAt: string;
                            numberOfPeople: number;
                            /** @enum {string} */
                            confirmed: "Y" | "I" | "N";
                            endedBy?: ("customer" | "activity") | null;
                            ended?: ("declined" | "cancelled") | null;
                            reason?: string | null;
                            bookingService: {
                                id: number;
                                name: string;
                                duration: number;
                            } | null;
                            bookingOperator: {
                                id: number;
                                name: string;
                                surname: string | null;
                            } | null;
                            customer: {
                                id: number;
                                name: string;
                                surname: string;
                                email: string;
                                phone: string | null;
                                guest?: boolean;
                            };
                            bookedByStaff: boolean;
                            requestedAt: string;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description bad page or page size */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member of this active activity */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdAgendaPendingCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            count: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member of this active activity */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdAgendaEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member of this active activity */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many streams open for this user */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppActivitiesByIdCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            sort: number;
                        }[];
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member, not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppItemsItemsbycategoryByCategoryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: number | string;
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
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string | null;
                            price: number;
                            discountPrice: number | null;
                            imageUrl: string | null;
                            itemColorId: number;
                            soldOut: boolean;
                            allergens: ("GL" | "CR" | "UO" | "PE" | "AR" | "SO" | "LA" | "CE" | "SE" | "LU" | "FG" | "MO" | "LT")[];
                            typologies: ("GF" | "VG" | "VE")[];
                        }[];
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member, not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppItemsSearch: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "name" | "price";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    activityId?: number;
                    text?: string;
                    categoryId?: number;
                };
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
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string | null;
                            price: number;
                            discountPrice: number | null;
                            imageUrl: string | null;
                            itemColorId: number;
                            soldOut: boolean;
                            allergens: ("GL" | "CR" | "UO" | "PE" | "AR" | "SO" | "LA" | "CE" | "SE" | "LU" | "FG" | "MO" | "LT")[];
                            typologies: ("GF" | "VG" | "VE")[];
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member, not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppItemcolorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            item: {
                                id: number;
                                categoryId: number;
                                name: string;
                                description: string | null;
                                price: number;
                                discountPrice: number | null;
                                imageUrl: string | null;
                                itemColorId: number;
                                soldOut: boolean;
                                allergens: ("GL" | "CR" | "UO" | "PE" | "AR" | "SO" | "LA" | "CE" | "SE" | "LU" | "FG" | "MO" | "LT")[];
                                typologies: ("GF" | "VG" | "VE")[];
                            };
                            itemColor: {
                                id: number;
                                itemId: number;
                                name: string | null;
                                hex: string | null;
                                imageUrl: string | null;
                                itemColorSizes: {
                                    id: number;
                                    size: string | null;
                                    stock: number | null;
                                }[];
                            };
                            itemColors: {
                                id: number;
                                itemId: number;
                                name: string | null;
                                hex: string | null;
                                imageUrl: string | null;
                                itemColorSizes: {
                                    id: number;
                                    size: string | null;
                                    stock: number | null;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member, not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdItemimages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            itemId: number | null;
                            url: string;
                            sort: number;
                        }[];
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member, not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdShopImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            itemId: number | null;
                            url: string;
                            sort: number;
                        }[];
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member, not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdShippingsActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "S" | "C" | "H";
                            priceMin: number;
                            offerPrice: number;
                            standardPrice: number;
                            shippingDaysFrom: number;
                            shippingDaysTo: number;
                        }[];
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member, not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByIdPaymentsActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "P" | "S" | "BT" | "ST";
                            disabled: boolean;
                        }[];
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member, not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiShopSettingCloseTimes: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "day";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    activityId?: number | string;
                };
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
                        data: {
                            id: number;
                            day: number;
                            startTime: string;
                            endTime: string;
                        }[];
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member, not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdCatalogueCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            name: string;
                            sort: number;
                            visible: boolean;
                            items: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCatalogueCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    visible: boolean;
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
                        data: {
                            id: number;
                            name: string;
                            sort: number;
                            visible: boolean;
                            items: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    visible: boolean;
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
                        data: {
                            id: number;
                            name: string;
                            sort: number;
                            visible: boolean;
                            items: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdCatalogueCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description category_not_empty: the category lists items (the message says how many) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueCategoryOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
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
                        data: {
                            id: number;
                            name: string;
                            sort: number;
                            visible: boolean;
                            items: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description order_stale: the ids are not every id of the list now (one was added or deleted meanwhile): read it again; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueCategoriesByIdItemOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
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
                        data: {
                            id: number;
                            categoryId: number;
                            categoryName: string;
                            name: string;
                            sku: string | null;
                            description: string | null;
                            price: number;
                            discountPrice: number | null;
                            active: boolean;
                            archived: boolean;
                            soldOut: boolean;
                            stock: number | null;
                            colorCount: number;
                            imageUrl: string | null;
                            sort: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description order_stale: the ids are not every id of the list now (one was added or deleted meanwhile): read it again; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdCatalogueItems: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "name" | "price";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    q?: string;
                    categoryId?: number | string;
                    archived?: boolean | ("0" | "1" | "true" | "false");
                };
            };
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            categoryId: number;
                            categoryName: string;
                            name: string;
                            sku: string | null;
                            description: string | null;
                            price: number;
                            discountPrice: number | null;
                            active: boolean;
                            archived: boolean;
                            soldOut: boolean;
                            stock: number | null;
                            colorCount: number;
                            imageUrl: string | null;
                            sort: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCatalogueItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryId: number;
                    name: string;
                    sku: string | null;
                    description: string | null;
                    price: number;
                    discountPrice: number | null;
                    /** @default [] */
                    allergens?: ("GL" | "CR" | "UO" | "PE" | "AR" | "SO" | "LA" | "CE" | "SE" | "LU" | "FG" | "MO" | "LT")[];
                    /** @default [] */
                    typologies?: ("GF" | "VG" | "VE")[];
                    /** @default [] */
                    pictures?: string[];
                    active: boolean;
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
                        data: {
                            id: number;
                            categoryId: number;
                            categoryName: string;
                            name: string;
                            sku: string | null;
                            description: string | null;
                            price: number;
                            discountPrice: number | null;
                            active: boolean;
                            archived: boolean;
                            soldOut: boolean;
                            stock: number | null;
                            colorCount: number;
                            imageUrl: string | null;
                            sort: number;
                            allergens: string[];
                            typologies: string[];
                            pictures: {
                                fileName: string;
                                url: string;
                            }[];
                            colors: {
                                id: number;
                                itemId: number;
                                name: string | null;
                                hex: string | null;
                                imageFileName: string | null;
                                imageUrl: string | null;
                                sort: number;
                                sizes: {
                                    id: number;
                                    size: string | null;
                                    stock: number | null;
                                    soldOut: boolean;
                                    sort: number;
                                    ordered: boolean;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description sku_taken: another item has the code; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdCatalogueItemsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            id: number;
                            categoryId: number;
                            categoryName: string;
                            name: string;
                            sku: string | null;
                            description: string | null;
                            price: number;
                            discountPrice: number | null;
                            active: boolean;
                            archived: boolean;
                            soldOut: boolean;
                            stock: number | null;
                            colorCount: number;
                            imageUrl: string | null;
                            sort: number;
                            allergens: string[];
                            typologies: string[];
                            pictures: {
                                fileName: string;
                                url: string;
                            }[];
                            colors: {
                                id: number;
                                itemId: number;
                                name: string | null;
                                hex: string | null;
                                imageFileName: string | null;
                                imageUrl: string | null;
                                sort: number;
                                sizes: {
                                    id: number;
                                    size: string | null;
                                    stock: number | null;
                                    soldOut: boolean;
                                    sort: number;
                                    ordered: boolean;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueItemsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryId: number;
                    name: string;
                    sku: string | null;
                    description: string | null;
                    price: number;
                    discountPrice: number | null;
                    /** @default [] */
                    allergens?: ("GL" | "CR" | "UO" | "PE" | "AR" | "SO" | "LA" | "CE" | "SE" | "LU" | "FG" | "MO" | "LT")[];
                    /** @default [] */
                    typologies?: ("GF" | "VG" | "VE")[];
                    /** @default [] */
                    pictures?: string[];
                    active: boolean;
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
                        data: {
                            id: number;
                            categoryId: number;
                            categoryName: string;
                            name: string;
                            sku: string | null;
                            description: string | null;
                            price: number;
                            discountPrice: number | null;
                            active: boolean;
                            archived: boolean;
                            soldOut: boolean;
                            stock: number | null;
                            colorCount: number;
                            imageUrl: string | null;
                            sort: number;
                            allergens: string[];
                            typologies: string[];
                            pictures: {
                                fileName: string;
                                url: string;
                            }[];
                            colors: {
                                id: number;
                                itemId: number;
                                name: string | null;
                                hex: string | null;
                                imageFileName: string | null;
                                imageUrl: string | null;
                                sort: number;
                                sizes: {
                                    id: number;
                                    size: string | null;
                                    stock: number | null;
                                    soldOut: boolean;
                                    sort: number;
                                    ordered: boolean;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description sku_taken: another item has the code; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdCatalogueItemsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            deleted: boolean;
                            archived: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueItemsByIdActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
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
                        data: {
                            id: number;
                            categoryId: number;
                            categoryName: string;
                            name: string;
                            sku: string | null;
                            description: string | null;
                            price: number;
                            discountPrice: number | null;
                            active: boolean;
                            archived: boolean;
                            soldOut: boolean;
                            stock: number | null;
                            colorCount: number;
                            imageUrl: string | null;
                            sort: number;
                            allergens: string[];
                            typologies: string[];
                            pictures: {
                                fileName: string;
                                url: string;
                            }[];
                            colors: {
                                id: number;
                                itemId: number;
                                name: string | null;
                                hex: string | null;
                                imageFileName: string | null;
                                imageUrl: string | null;
                                sort: number;
                                sizes: {
                                    id: number;
                                    size: string | null;
                                    stock: number | null;
                                    soldOut: boolean;
                                    sort: number;
                                    ordered: boolean;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdCatalogueShopImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            id: number;
                            fileName: string;
                            url: string;
                            sort: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCatalogueShopImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileName: string;
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
                        data: {
                            id: number;
                            fileName: string;
                            url: string;
                            sort: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdCatalogueShopImagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueShopImageOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
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
                        data: {
                            id: number;
                            fileName: string;
                            url: string;
                            sort: number;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description order_stale: the ids are not every id of the list now (one was added or deleted meanwhile): read it again; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCatalogueItemsImportPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
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
                        data: {
                            /** @enum {string} */
                            separator: ";" | ",";
                            applied: boolean;
                            creates: number;
                            updates: number;
                            errors: number;
                            newCategories: string[];
                            lines: {
                                line: number;
                                /** @enum {string} */
                                action: "create" | "update" | "error";
                                sku: string | null;
                                name: string | null;
                                category: string | null;
                                itemId: number | null;
                                errors: string[];
                                notes: string[];
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The file cannot be read as a whole: csv_not_utf8, csv_unreadable (the line), csv_columns (a required column missing: name, category, price; or one twice), csv_empty, csv_too_many_lines (over 2,000) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCatalogueItemsImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
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
                        data: {
                            /** @enum {string} */
                            separator: ";" | ",";
                            applied: boolean;
                            creates: number;
                            updates: number;
                            errors: number;
                            newCategories: string[];
                            lines: {
                                line: number;
                                /** @enum {string} */
                                action: "create" | "update" | "error";
                                sku: string | null;
                                name: string | null;
                                category: string | null;
                                itemId: number | null;
                                errors: string[];
                                notes: string[];
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description import_has_errors: lines have errors, nothing imported; csv_not_utf8, csv_unreadable (the line), csv_columns (a required column missing: name, category, price; or one twice), csv_empty, csv_too_many_lines (over 2,000); idempotency_key_reused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCatalogueItemsByIdColors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string | null;
                    hex: string | null;
                    imageFileName: string | null;
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
                        data: {
                            id: number;
                            itemId: number;
                            name: string | null;
                            hex: string | null;
                            imageFileName: string | null;
                            imageUrl: string | null;
                            sort: number;
                            sizes: {
                                id: number;
                                size: string | null;
                                stock: number | null;
                                soldOut: boolean;
                                sort: number;
                                ordered: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueColorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string | null;
                    hex: string | null;
                    imageFileName: string | null;
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
                        data: {
                            id: number;
                            itemId: number;
                            name: string | null;
                            hex: string | null;
                            imageFileName: string | null;
                            imageUrl: string | null;
                            sort: number;
                            sizes: {
                                id: number;
                                size: string | null;
                                stock: number | null;
                                soldOut: boolean;
                                sort: number;
                                ordered: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdCatalogueColorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description color_ordered: past orders name one of its sizes */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueItemsByIdColorOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
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
                        data: {
                            id: number;
                            itemId: number;
                            name: string | null;
                            hex: string | null;
                            imageFileName: string | null;
                            imageUrl: string | null;
                            sort: number;
                            sizes: {
                                id: number;
                                size: string | null;
                                stock: number | null;
                                soldOut: boolean;
                                sort: number;
                                ordered: boolean;
                            }[];
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description order_stale: the ids are not every id of the list now (one was added or deleted meanwhile): read it again; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCatalogueColorsByIdSizes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    size: string | null;
                    stock: number | null;
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
                        data: {
                            id: number;
                            size: string | null;
                            stock: number | null;
                            soldOut: boolean;
                            sort: number;
                            ordered: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueSizesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    size: string | null;
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
                        data: {
                            id: number;
                            size: string | null;
                            stock: number | null;
                            soldOut: boolean;
                            sort: number;
                            ordered: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdCatalogueSizesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
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
                        data: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description size_ordered: past orders name the size */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueColorsByIdSizeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
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
                        data: {
                            id: number;
                            size: string | null;
                            stock: number | null;
                            soldOut: boolean;
                            sort: number;
                            ordered: boolean;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description order_stale: the ids are not every id of the list now (one was added or deleted meanwhile): read it again; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdCatalogueSizesByIdStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stock: number | null;
                    expected: number | null;
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
                        data: {
                            id: number;
                            size: string | null;
                            stock: number | null;
                            soldOut: boolean;
                            sort: number;
                            ordered: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description stock_changed: not the stock expected now; idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdCatalogueSizesByIdStockChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    change: number;
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
                        data: {
                            id: number;
                            size: string | null;
                            stock: number | null;
                            soldOut: boolean;
                            sort: number;
                            ordered: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description stock_unlimited: the stock is unlimited (set a count first); stock_too_low: fewer pieces left than removed (the message says how many); idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdShopSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            shopTotalMinPrice: number;
                            preparationMinutes: number;
                            shippings: {
                                /** @enum {string} */
                                type: "S" | "C" | "H";
                                active: boolean;
                                priceMin: number;
                                offerPrice: number;
                                standardPrice: number;
                                shippingDaysFrom: number;
                                shippingDaysTo: number;
                            }[];
                            payments: {
                                /** @enum {string} */
                                type: "P" | "S" | "BT" | "ST";
                                active: boolean;
                                blockedBy: ("noKeys" | "noBankDetails") | null;
                            }[];
                            bank: {
                                payee: string;
                                iban: string;
                            } | null;
                            closeTimes: {
                                day: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdShopSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shopTotalMinPrice: number;
                    preparationMinutes: number;
                    shippings: {
                        /** @enum {string} */
                        type: "S" | "C" | "H";
                        active: boolean;
                        priceMin: number;
                        offerPrice: number;
                        standardPrice: number;
                        shippingDaysFrom: number;
                        shippingDaysTo: number;
                    }[];
                    payments: {
                        /** @enum {string} */
                        type: "P" | "S" | "BT" | "ST";
                        active: boolean;
                    }[];
                    bank: {
                        payee: string;
                        iban: string;
                    } | null;
                    closeTimes: {
                        day: number;
                        startTime: string;
                        endTime: string;
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
                        data: {
                            shopTotalMinPrice: number;
                            preparationMinutes: number;
                            shippings: {
                                /** @enum {string} */
                                type: "S" | "C" | "H";
                                active: boolean;
                                priceMin: number;
                                offerPrice: number;
                                standardPrice: number;
                                shippingDaysFrom: number;
                                shippingDaysTo: number;
                            }[];
                            payments: {
                                /** @enum {string} */
                                type: "P" | "S" | "BT" | "ST";
                                active: boolean;
                                blockedBy: ("noKeys" | "noBankDetails") | null;
                            }[];
                            bank: {
                                payee: string;
                                iban: string;
                            } | null;
                            closeTimes: {
                                day: number;
                                startTime: string;
                                endTime: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppItemcartsActivityById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            itemId: number;
                            itemColorSizeId: number;
                            name: string;
                            colorName: string | null;
                            size: string | null;
                            imageUrl: string | null;
                            price: number;
                            discountPrice: number | null;
                            quantity: number;
                            lineTotal: number;
                            stock: number | null;
                            available: boolean;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not the caller’s, not a member, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiItemcarts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    itemId: number;
                    itemColorSizeId?: number | null;
                    quantity: number;
                } & {
                    [key: string]: unknown;
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
                        data: {
                            id: number;
                            itemId: number;
                            itemColorSizeId: number;
                            name: string;
                            colorName: string | null;
                            size: string | null;
                            imageUrl: string | null;
                            price: number;
                            discountPrice: number | null;
                            quantity: number;
                            lineTotal: number;
                            stock: number | null;
                            available: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not the caller’s, not a member, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description sold_out: more than the stock left ("Maglia: ne restano solo 2", "Maglia è esaurito") */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description item_unavailable: the item is no longer sold; quantity_too_large: more than 99 in the line */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiItemcartsByIdQuantityByN: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                n: string;
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
                        data: {
                            id: number;
                            itemId: number;
                            itemColorSizeId: number;
                            name: string;
                            colorName: string | null;
                            size: string | null;
                            imageUrl: string | null;
                            price: number;
                            discountPrice: number | null;
                            quantity: number;
                            lineTotal: number;
                            stock: number | null;
                            available: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not the caller’s, not a member, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description sold_out: more than the stock left ("Maglia: ne restano solo 2", "Maglia è esaurito") */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description item_unavailable: the item is no longer sold; quantity_too_large: more than 99 in the line */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiItemcartsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            id: number;
                            itemId: number;
                            itemColorSizeId: number;
                            name: string;
                            colorName: string | null;
                            size: string | null;
                            imageUrl: string | null;
                            price: number;
                            discountPrice: number | null;
                            quantity: number;
                            lineTotal: number;
                            stock: number | null;
                            available: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not the caller’s, not a member, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppItemcartsByorderByOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number | string;
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
                        data: {
                            id: number;
                            itemId: number;
                            itemColorSizeId: number;
                            name: string;
                            colorName: string | null;
                            size: string | null;
                            imageUrl: string | null;
                            price: number;
                            discountPrice: number | null;
                            quantity: number;
                            lineTotal: number;
                            stock: number | null;
                            available: boolean;
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not the caller’s, not a member, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppItemcartsByorderByOrderIdReOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number | string;
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
                        data: {
                            added: number;
                            skipped: {
                                name: string;
                                /** @enum {string} */
                                reason: "unavailable" | "sold_out";
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not the caller’s, not a member, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiItemorders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    shippingId: number;
                    paymentId: number;
                    cardId?: number | null;
                    customerAddressId?: number | null;
                    /** @default 0 */
                    usedCreditValue?: number;
                    /** @default false */
                    checkCreditUse?: boolean;
                    orderTimeRequest?: string | null;
                    totalPrice?: number;
                    storeId?: number | null;
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
                        data: {
                            subtotal: number;
                            shippingPrice: number;
                            usedCredit: number;
                            total: number;
                            cashback: number;
                            points: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled";
                            created: string;
                            /** @enum {string} */
                            shippingType: "S" | "C" | "H";
                            /** @enum {string} */
                            paymentType: "P" | "S" | "BT" | "ST";
                            orderTimeRequest: string | null;
                            address: string | null;
                            itemCount: number;
                            archived: boolean;
                            testPayment: boolean;
                            holdUntil: string | null;
                            pickUpStore: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            bankTransfer: {
                                payee: string;
                                iban: string;
                                reference: string;
                            } | null;
                            refunds: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                reason: "cancelled" | "line";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                created: string;
                            }[];
                        };
                    };
                };
            };
            /** @description bad input, or a shipping, payment or address not the caller’s */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description sold out (names the item), card balance changed, total changed (the server’s prices win), cart changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description empty cart, item no longer sold, under shopTotalMinPrice, store payment with courier, no address for C or H, pick-up time not among today’s, wrong call for the payment type */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiItemordersPaidCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    shippingId: number;
                    paymentId: number;
                    cardId?: number | null;
                    customerAddressId?: number | null;
                    /** @default 0 */
                    usedCreditValue?: number;
                    /** @default false */
                    checkCreditUse?: boolean;
                    orderTimeRequest?: string | null;
                    totalPrice?: number;
                    storeId?: number | null;
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
                        data: {
                            sessionId: string;
                            url: string;
                            orderId: number;
                        };
                    };
                };
            };
            /** @description bad input, or a shipping, payment or address not the caller’s */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description sold out (names the item), card balance changed, total changed (the server’s prices win), cart changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description empty cart, item no longer sold, under shopTotalMinPrice, store payment with courier, no address for C or H, pick-up time not among today’s, wrong call for the payment type */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the payment provider is unavailable: nothing was kept */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiItemordersPaidSessionBySessionId: {
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
                        data: {
                            subtotal: number;
                            shippingPrice: number;
                            usedCredit: number;
                            total: number;
                            cashback: number;
                            points: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled";
                            created: string;
                            /** @enum {string} */
                            shippingType: "S" | "C" | "H";
                            /** @enum {string} */
                            paymentType: "P" | "S" | "BT" | "ST";
                            orderTimeRequest: string | null;
                            address: string | null;
                            itemCount: number;
                            archived: boolean;
                            testPayment: boolean;
                            holdUntil: string | null;
                            pickUpStore: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            bankTransfer: {
                                payee: string;
                                iban: string;
                                reference: string;
                            } | null;
                            refunds: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                reason: "cancelled" | "line";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                created: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiItemordersPaidSessionBySessionId: {
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
                        data: {
                            subtotal: number;
                            shippingPrice: number;
                            usedCredit: number;
                            total: number;
                            cashback: number;
                            points: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled";
                            created: string;
                            /** @enum {string} */
                            shippingType: "S" | "C" | "H";
                            /** @enum {string} */
                            paymentType: "P" | "S" | "BT" | "ST";
                            orderTimeRequest: string | null;
                            address: string | null;
                            itemCount: number;
                            archived: boolean;
                            testPayment: boolean;
                            holdUntil: string | null;
                            pickUpStore: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            bankTransfer: {
                                payee: string;
                                iban: string;
                                reference: string;
                            } | null;
                            refunds: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                reason: "cancelled" | "line";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                created: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAppItemordersActivityByActivityId: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "created";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    archived?: boolean | ("true" | "false");
                };
            };
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            subtotal: number;
                            shippingPrice: number;
                            usedCredit: number;
                            total: number;
                            cashback: number;
                            points: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled";
                            created: string;
                            /** @enum {string} */
                            shippingType: "S" | "C" | "H";
                            /** @enum {string} */
                            paymentType: "P" | "S" | "BT" | "ST";
                            orderTimeRequest: string | null;
                            address: string | null;
                            itemCount: number;
                            archived: boolean;
                            testPayment: boolean;
                            holdUntil: string | null;
                            pickUpStore: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            bankTransfer: {
                                payee: string;
                                iban: string;
                                reference: string;
                            } | null;
                            refunds: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                reason: "cancelled" | "line";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                created: string;
                            }[];
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiAppItemOrdersByOrderIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number | string;
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
                        data: {
                            subtotal: number;
                            shippingPrice: number;
                            usedCredit: number;
                            total: number;
                            cashback: number;
                            points: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled";
                            created: string;
                            /** @enum {string} */
                            shippingType: "S" | "C" | "H";
                            /** @enum {string} */
                            paymentType: "P" | "S" | "BT" | "ST";
                            orderTimeRequest: string | null;
                            address: string | null;
                            itemCount: number;
                            archived: boolean;
                            testPayment: boolean;
                            holdUntil: string | null;
                            pickUpStore: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            bankTransfer: {
                                payee: string;
                                iban: string;
                                reference: string;
                            } | null;
                            refunds: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                reason: "cancelled" | "line";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                created: string;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not this activity’s, or the shop is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description order_not_finished: the order is still on its way */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiSimulatedCheckoutBySessionId: {
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
                        data: {
                            sessionId: string;
                            orderId: number;
                            amount: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "expired";
                            activityName: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiSimulatedCheckoutBySessionIdPay: {
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
                        data: {
                            sessionId: string;
                            orderId: number;
                            amount: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "expired";
                            activityName: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiSimulatedCheckoutBySessionIdCancel: {
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
                        data: {
                            sessionId: string;
                            orderId: number;
                            amount: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "expired";
                            activityName: string;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPublicPaymentsPaypalReturn: {
        parameters: {
            query: {
                token: string;
                PayerID?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description to /shop/pay/success?session_id=<token> */
            302: {
                headers: {
                    /** @description Where the browser goes */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPublicPaymentsPaypalCancel: {
        parameters: {
            query: {
                token: string;
                PayerID?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description to /shop/cart?cancelled=<token> */
            302: {
                headers: {
                    /** @description Where the browser goes */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPublicPaymentsStripeWebhook: {
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
                        data: {
                            /** @enum {boolean} */
                            received: true;
                            replayed: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdOrders: {
        parameters: {
            query?: {
                status?: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled" | "open";
                q?: string;
                page?: number;
                rowsPerPage?: number;
            };
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            subtotal: number;
                            shippingPrice: number;
                            usedCredit: number;
                            total: number;
                            cashback: number;
                            points: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled";
                            created: string;
                            /** @enum {string} */
                            shippingType: "S" | "C" | "H";
                            /** @enum {string} */
                            paymentType: "P" | "S" | "BT" | "ST";
                            orderTimeRequest: string | null;
                            address: string | null;
                            itemCount: number;
                            archived: boolean;
                            testPayment: boolean;
                            holdUntil: string | null;
                            pickUpStore: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            bankTransfer: {
                                payee: string;
                                iban: string;
                                reference: string;
                            } | null;
                            refunds: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                reason: "cancelled" | "line";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                created: string;
                                error: string | null;
                            }[];
                            customer: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            lines: {
                                id: number;
                                itemId: number;
                                itemColorSizeId: number;
                                name: string;
                                colorName: string | null;
                                size: string | null;
                                imageUrl: string | null;
                                price: number;
                                discountPrice: number | null;
                                quantity: number;
                                lineTotal: number;
                                stock: number | null;
                                available: boolean;
                            }[];
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: path, query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdOrdersEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member of this active activity */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many streams open for this user */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdOrdersByOrderIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                orderId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "paid" | "ready" | "shipped" | "collected" | "cancelled";
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
                        data: {
                            subtotal: number;
                            shippingPrice: number;
                            usedCredit: number;
                            total: number;
                            cashback: number;
                            points: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled";
                            created: string;
                            /** @enum {string} */
                            shippingType: "S" | "C" | "H";
                            /** @enum {string} */
                            paymentType: "P" | "S" | "BT" | "ST";
                            orderTimeRequest: string | null;
                            address: string | null;
                            itemCount: number;
                            archived: boolean;
                            testPayment: boolean;
                            holdUntil: string | null;
                            pickUpStore: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            bankTransfer: {
                                payee: string;
                                iban: string;
                                reference: string;
                            } | null;
                            refunds: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                reason: "cancelled" | "line";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                created: string;
                                error: string | null;
                            }[];
                            customer: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            lines: {
                                id: number;
                                itemId: number;
                                itemColorSizeId: number;
                                name: string;
                                colorName: string | null;
                                size: string | null;
                                imageUrl: string | null;
                                price: number;
                                discountPrice: number | null;
                                quantity: number;
                                lineTotal: number;
                                stock: number | null;
                                available: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not an order of this activity */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a move the order’s status does not allow */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiActivitiesByActivityIdOrdersByOrderIdLinesByLineId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                orderId: number | string;
                lineId: number | string;
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
                        data: {
                            subtotal: number;
                            shippingPrice: number;
                            usedCredit: number;
                            total: number;
                            cashback: number;
                            points: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled";
                            created: string;
                            /** @enum {string} */
                            shippingType: "S" | "C" | "H";
                            /** @enum {string} */
                            paymentType: "P" | "S" | "BT" | "ST";
                            orderTimeRequest: string | null;
                            address: string | null;
                            itemCount: number;
                            archived: boolean;
                            testPayment: boolean;
                            holdUntil: string | null;
                            pickUpStore: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            bankTransfer: {
                                payee: string;
                                iban: string;
                                reference: string;
                            } | null;
                            refunds: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                reason: "cancelled" | "line";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                created: string;
                                error: string | null;
                            }[];
                            customer: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            lines: {
                                id: number;
                                itemId: number;
                                itemColorSizeId: number;
                                name: string;
                                colorName: string | null;
                                size: string | null;
                                imageUrl: string | null;
                                price: number;
                                discountPrice: number | null;
                                quantity: number;
                                lineTotal: number;
                                stock: number | null;
                                available: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not an order or line of this activity */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the order is on its way, finished or not placed yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the order’s last line */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdOrdersByOrderIdRefundsByRefundIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
                orderId: number | string;
                refundId: number | string;
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
                        data: {
                            subtotal: number;
                            shippingPrice: number;
                            usedCredit: number;
                            total: number;
                            cashback: number;
                            points: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "placed" | "paid" | "ready" | "shipped" | "collected" | "cancelled";
                            created: string;
                            /** @enum {string} */
                            shippingType: "S" | "C" | "H";
                            /** @enum {string} */
                            paymentType: "P" | "S" | "BT" | "ST";
                            orderTimeRequest: string | null;
                            address: string | null;
                            itemCount: number;
                            archived: boolean;
                            testPayment: boolean;
                            holdUntil: string | null;
                            pickUpStore: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            bankTransfer: {
                                payee: string;
                                iban: string;
                                reference: string;
                            } | null;
                            refunds: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                reason: "cancelled" | "line";
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                created: string;
                                error: string | null;
                            }[];
                            customer: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            lines: {
                                id: number;
                                itemId: number;
                                itemColorSizeId: number;
                                name: string;
                                colorName: string | null;
                                size: string | null;
                                imageUrl: string | null;
                                price: number;
                                discountPrice: number | null;
                                quantity: number;
                                lineTotal: number;
                                stock: number | null;
                                available: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN, ROLE_STORE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not an order of this activity */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the refund has not failed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdOrderMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            orderMail: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not an admin of the activity */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiActivitiesByActivityIdOrderMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderMail: boolean;
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
                        data: {
                            orderMail: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not an admin of the activity */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a member of the activity (a super admin) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiActivitiesByActivityIdConsole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
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
                        data: {
                            steps: {
                                /** @enum {string} */
                                key: "activity" | "cardTerms" | "stores" | "menu" | "catalogue" | "shipping" | "booking";
                                done: boolean;
                            }[];
                            attention: {
                                /** @enum {string} */
                                key: "ordersToHandle" | "bookingsToConfirm";
                                count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description invalid_input: path, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByActivityIdPictures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activityId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description What the picture is for; it sets the folder and the longest edge in pixels (logo 512, activity 1600, item 1600, shop 1600, menu 1600, notice 1600, scratch-and-win 1600, coupon 1600, pack 1600).
                     * @enum {string}
                     */
                    kind: "logo" | "activity" | "item" | "shop" | "menu" | "notice" | "scratch-and-win" | "coupon" | "pack";
                    /**
                     * Format: binary
                     * @description The picture: JPEG, PNG, WebP, AVIF or GIF (its first frame), judged by its content; at most 8 MB and 64 megapixels.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The name to save on the entity: 32 hex digits of the WebP's SHA-256, .webp */
                            fileName: string;
                            /** @description Where the picture is served: /images/{folder}/{activityId}/{fileName} */
                            url: string;
                            width: number;
                            height: number;
                        };
                    };
                };
            };
            /** @description invalid_input (the path, a sent activityId, the kind missing or unknown, the Idempotency-Key), not_a_picture (the content is no JPEG, PNG, WebP, AVIF or GIF, or is damaged), picture_too_many_pixels, picture_missing (no file, or an empty one), one_picture (two files), invalid_form (a form that cannot be read), invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description picture_too_large: the file is over 8 MB; payload_too_large: a JSON body over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the request is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPublicSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityId: number;
                    storeId?: number | null;
                    username: string;
                    password: string;
                    code: string;
                    invite?: string | null;
                    deviceId?: string | null;
                    deviceType?: string | null;
                    deviceName?: string | null;
                    name: string;
                    surname: string;
                    birthDate?: string | null;
                    gender?: ("M" | "F") | null;
                    /**
                     * @default F
                     * @enum {string}
                     */
                    typo?: "F" | "G";
                    countryId?: number | null;
                    nationId?: number | null;
                    address?: string | null;
                    streetNumber?: string | null;
                    cap?: string | null;
                    town?: string | null;
                    phone?: (string | null) | "";
                    /**
                     * @default it
                     * @enum {string}
                     */
                    language?: "it" | "es" | "fr" | "de" | "gb";
                    informativaPrivacy: boolean;
                    /** @default false */
                    informativaPointB?: boolean;
                    /** @default false */
                    informativaPointC?: boolean;
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
                        data: {
                            id: number;
                            username: string;
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: no active activity has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description email_taken: the address has an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description privacy_required, phone_required, invite_unknown, or code_invalid, code_expired or code_locked */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiActivitiesByIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
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
                        data: {
                            activityId: number;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiConsoleActivities: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                sortBy?: "name";
                descending?: boolean | ("0" | "1" | "true" | "false");
                sortDesc?: boolean | ("0" | "1" | "true" | "false");
                multiSort?: boolean | ("0" | "1" | "true" | "false");
                filters?: {
                    q?: string;
                };
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
                        data: {
                            id: number;
                            name: string;
                            permalink: string;
                            color: string;
                            active: boolean;
                            members: number;
                            admins: string[];
                        }[];
                        totalRows: number;
                    };
                };
            };
            /** @description invalid_input: query, a sent activityId */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_SUPER_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiConsoleActivities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    permalink: string;
                    color: string;
                    colorText: string;
                    timeZone: string;
                    languages: ("it" | "es" | "fr" | "de" | "gb")[];
                    /** @enum {string} */
                    shopType: "A" | "R";
                    /** @enum {string} */
                    bookingType: "N" | "NO" | "R" | "RO";
                    admin: {
                        /** Format: email */
                        email: string;
                        name: string;
                        surname?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            activityId: number;
                            /** @enum {string} */
                            admin: "invited" | "created";
                        };
                    };
                };
            };
            /** @description invalid_input: body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_SUPER_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiConsoleActivitiesByIdActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
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
                        data: {
                            active: boolean;
                        };
                    };
                };
            };
            /** @description invalid_input: path, body (invalid_json when it is no JSON), a sent activityId, Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unauthorized: no valid access token, or the session ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden: the caller holds none of ROLE_SUPER_ADMIN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_found: the activity, or what the path names, is not the caller’s, or the feature is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_in_flight: a request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payload_too_large: the body is over 1 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description unsupported_media_type: the body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description idempotency_key_reused: this Idempotency-Key was sent with another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description rate_limited: wait Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description database_unavailable or busy: retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
