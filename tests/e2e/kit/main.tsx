/**
 * Banco de pruebas del kit de interfaz (solo e2e, ver vite.config.ts): los componentes reales de
 * src/ui/dialogos con lo que devuelven a la vista, para comprobarlos en Chromium.
 */
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ImagenEscalada } from '../../../src/lib/imagen';
import { DialogoCamara } from '../../../src/ui/dialogos/DialogoCamara';
import { DialogoMapa } from '../../../src/ui/dialogos/mapa/DialogoMapa';
import type { LimitesMapa, MarcadorMapa } from '../../../src/ui/dialogos/mapa/tipos';
import { PanelFirma, type Firma } from '../../../src/ui/dialogos/PanelFirma';
import { SelectorHora } from '../../../src/ui/dialogos/SelectorHora';
import '../../../src/estilos.css';

/** Teselas en un puerto cerrado: como sin conexión, el mapa no recibe ninguna. */
const TESELAS_INALCANZABLES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

/** 30 puntos en tres grupos (Madrid, Barcelona, Valencia): a zoom de país se agrupan. */
const marcadoresDemo = (): MarcadorMapa[] =>
  [
    [40.4168, -3.7038],
    [41.3874, 2.1686],
    [39.4699, -0.3763],
  ].flatMap(([lat = 0, lng = 0], g) =>
    Array.from({ length: 10 }, (_, i) => ({ id: `${g}-${i}`, lat: lat + (i % 5) * 0.01, lng: lng + Math.floor(i / 5) * 0.01, titulo: `Punto ${g * 10 + i + 1}` })),
  );

const textoLimites = (l: LimitesMapa): string => `N ${l.norte.toFixed(3)} · S ${l.sur.toFixed(3)} · E ${l.este.toFixed(3)} · O ${l.oeste.toFixed(3)}`;

function Kit() {
  const [firma, setFirma] = useState<Firma>({ vacia: true });
  const [hora, setHora] = useState<string | null>(null);
  const [camara, setCamara] = useState(false);
  const [foto, setFoto] = useState<ImagenEscalada | null>(null);
  const [mapa, setMapa] = useState(false);
  const [busquedas, setBusquedas] = useState<string[]>([]);
  const marcadores = useMemo(() => marcadoresDemo(), []);

  return (
    <main className="pantalla">
      <h1>Kit de interfaz</h1>

      <section className="tarjeta" aria-labelledby="t-firma">
        <h2 id="t-firma">Firma</h2>
        <PanelFirma etiqueta="Firma del cliente" alCambiar={setFirma} />
        <p data-prueba="firma">{firma.vacia ? 'Firma vacía' : `Firma PNG de ${firma.dataUrl.length} caracteres`}</p>
        {!firma.vacia && <img src={firma.dataUrl} alt="Firma devuelta" height={50} />}
      </section>

      <section className="tarjeta" aria-labelledby="t-hora">
        <h2 id="t-hora">Hora</h2>
        <SelectorHora etiqueta="Hora de llegada" valor={hora} alCambiar={setHora} />
        <p data-prueba="hora">{hora ? `Hora elegida: ${hora}` : 'Sin hora elegida'}</p>
      </section>

      <section className="tarjeta" aria-labelledby="t-camara">
        <h2 id="t-camara">Cámara</h2>
        <button type="button" className="boton" onClick={() => setCamara(true)}>
          Abrir cámara
        </button>
        <p data-prueba="foto">{foto ? `Foto de ${foto.ancho}×${foto.alto} px, ${foto.blob.type}` : 'Sin foto'}</p>
        {foto && <img src={foto.dataUrl} alt="Foto devuelta" data-prueba="foto-img" style={{ maxWidth: '100%' }} />}
        <DialogoCamara
          abierto={camara}
          alCerrar={() => setCamara(false)}
          alCapturar={(f) => {
            setFoto(f);
            setCamara(false);
          }}
        />
      </section>

      <section className="tarjeta" aria-labelledby="t-mapa">
        <h2 id="t-mapa">Mapa</h2>
        <button type="button" className="boton" onClick={() => setMapa(true)}>
          Abrir mapa
        </button>
        <ol data-prueba="busquedas">
          {busquedas.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ol>
        <DialogoMapa
          abierto={mapa}
          alCerrar={() => setMapa(false)}
          marcadores={marcadores}
          urlTeselas={TESELAS_INALCANZABLES}
          alBuscar={(l) => setBusquedas((b) => [...b, textoLimites(l)])}
        />
      </section>
    </main>
  );
}

const raiz = document.getElementById('raiz');
if (!raiz) throw new Error('Falta #raiz');
createRoot(raiz).render(
  <StrictMode>
    <Kit />
  </StrictMode>,
);
