// The WordPress REST index, as /wp-json/ and as ?rest_route=/ sites answer it.
import { sendJson } from './_helpers.mjs';

const index = {
  name: 'airlift demo',
  description: 'A WordPress site enhanced by airlift',
  url: 'http://localhost:8080',
  namespaces: ['wp/v2', 'contact-form-7/v1', 'complianz/v1'],
};

export const routes = [
  { method: 'GET', path: '/wp-json/', handler: (req, res) => sendJson(res, 200, index) },
];
