/** airlift's own texts for the contact form (the server's messages are shown as they come). */
export const MESSAGE_NO_RESULT = 'The server sent no result. Please try again.';
