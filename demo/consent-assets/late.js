// A blocked script added to the page after load (ajax content).
(window.__runs = window.__runs || []).push('late-external');
