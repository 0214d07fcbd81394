// The compressed forms a production build writes beside its scripts and styles (federation.cjs),
// which the static servers and nginx send as they are, and which byte counts leave out as copies.

/** The files a production build compresses. */
const COMPRESSED_AT_BUILD = /\.(js|css)$/;
/** The suffix of each compressed form, by the encoding it is sent with. */
const FORM_SUFFIX = { br: '.br', gzip: '.gz' };
/** A compressed form's own file name. */
const COMPRESSED_FORM = new RegExp(
  `(${Object.values(FORM_SUFFIX)
    .map((suffix) => suffix.replace('.', '\\.'))
    .join('|')})$`,
);

module.exports = { COMPRESSED_AT_BUILD, COMPRESSED_FORM, FORM_SUFFIX };
