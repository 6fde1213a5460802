import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RemoteParcel } from '../composition/RemoteParcel';

export function PagesApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<h1>Put your pet at the heart of everything</h1>} />
        <Route
          path="/dashboard"
          element={<RemoteParcel remote="mfe_vet" expose="upcoming-visits" area="Upcoming vet visits" />}
        />
        <Route path="*" element={<h1>Shell page</h1>} />
      </Routes>
    </BrowserRouter>
  );
}
