/**
 * Alta de un fichero (/ficheros/{id}/{idtabla}/add): un formulario declarado con el selector de fichero
 * (control propio; al elegirlo rellena el nombre si está vacío) y el nombre, o una foto de la cámara
 * compartida, que se guarda al momento. Las imágenes se reducen a ≤ 1024×1024 (en su formato) antes de
 * guardarse; lo que pase del límite se rechaza con 'El fichero es demasiado grande' sin guardar nada.
 * Funciona sin conexión: el alta se encola.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { escalarImagen, FORMATOS_WEB, formatoReducido, LADO_MAXIMO_IMAGEN, medidasEscaladas, type ImagenEscalada } from '../../lib/imagen';
import { nombreConExtension } from '../../lib/tipos-mime';
import { useAccion } from '../../ui/accion/useAccion';
import { DialogoCamara } from '../../ui/dialogos/DialogoCamara';
import { declararFormulario, type PropsCampoPropio } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { MarcoCampo } from '../../ui/formulario/MarcoCampo';
import { adjuntarFichero } from './contenido';
import { RegistroDeFicheros } from './RegistroDeFicheros';
import { TEXTOS_FICHEROS as T } from './ficheros.labels';

export interface FicheroAddScreenProps {
  id: string;
  /** El idtabla de la dirección, tal cual (un entero en texto). */
  idtabla: string;
}

/**
 * Una imagen elegida del dispositivo, reducida como las de la cámara si pasa de 1024×1024 y en su propio
 * formato (un PNG sigue siendo PNG; HEIC, BMP… pasan a JPEG); una que ya cabe y el navegador muestra, tal
 * cual; lo demás, tal cual. El tipo guardado es siempre el del contenido y el nombre lleva su extensión
 * ('plano.png' no se guarda nunca con contenido JPEG).
 */
const prepararFichero = async (f: File, nombre: string): Promise<{ blob: Blob; tipo: string; nombre: string }> => {
  const tal = { blob: f, tipo: f.type, nombre };
  if (!f.type.startsWith('image/') || f.type === 'image/svg+xml') return tal;
  let mapa: ImageBitmap | null = null;
  try {
    mapa = await createImageBitmap(f);
    const original = { ancho: mapa.width, alto: mapa.height };
    const medidas = medidasEscaladas(original);
    if (FORMATOS_WEB.has(f.type) && medidas.ancho === original.ancho && medidas.alto === original.alto) return tal;
    const formato = formatoReducido(f.type);
    const reducida = await escalarImagen(mapa, original, LADO_MAXIMO_IMAGEN, formato);
    const tipo = reducida.blob.type || formato;
    return { blob: reducida.blob, tipo, nombre: nombreConExtension(nombre, tipo) };
  } catch {
    return tal;
  } finally {
    mapa?.close();
  }
};

interface ValoresFichero {
  fichero: File | null;
  nombre: string;
}

const VALORES_INICIALES: ValoresFichero = { fichero: null, nombre: '' };
const MAX_NOMBRE = 255;

/** El selector de fichero del dispositivo (un control propio del formulario). */
function SelectorFichero({ etiqueta, error, desactivado, alElegir }: Pick<PropsCampoPropio<File | null>, 'etiqueta' | 'error' | 'desactivado'> & { alElegir: (f: File | null) => void }) {
  return (
    <MarcoCampo etiqueta={etiqueta} error={error}>
      {(props) => <input {...props} type="file" disabled={desactivado} onChange={(ev) => alElegir(ev.target.files?.[0] ?? null)} />}
    </MarcoCampo>
  );
}

export function FicheroAddScreen({ id, idtabla: idtablaTexto }: FicheroAddScreenProps) {
  const idtabla = Number.parseInt(idtablaTexto, 10);
  return (
    <RegistroDeFicheros idtabla={idtabla} id={id}>
      <AltaFichero id={id} idtabla={idtabla} />
    </RegistroDeFicheros>
  );
}

function AltaFichero({ id, idtabla }: { id: string; idtabla: number }) {
  const { db } = useVigia();
  const navegar = useNavigate();
  const [camara, setCamara] = useState(false);
  // El nombre escrito, para no pisarlo al elegir el fichero (solo se rellena si está vacío).
  const nombreActual = useRef('');

  const volver = () => navegar({ to: '/ficheros/$id/$idtabla', params: { id, idtabla: String(idtabla) } });

  const declaracion = useMemo(
    () =>
      declararFormulario<ValoresFichero>({
        campos: [
          {
            campo: 'fichero',
            tipo: 'propio',
            etiqueta: T.fichero,
            reglas: [(f) => (f === null ? T.elegir : null)],
            pintar: (p) => (
              <SelectorFichero
                {...p}
                alElegir={(f) => {
                  p.alCambiar(f);
                  if (f && nombreActual.current === '') p.cambiarCampo('nombre', f.name);
                }}
              />
            ),
          },
          { campo: 'nombre', tipo: 'texto', etiqueta: T.nombre, maximo: MAX_NOMBRE, normalizar: (v) => v.trim() },
        ],
        boton: T.guardar,
        mensaje: T.anadido,
        enviar: async ({ valores: { fichero, nombre } }) => {
          if (fichero === null) throw new Error(T.elegir);
          const p = await prepararFichero(fichero, nombre || fichero.name);
          await adjuntarFichero(db, { idtabla, id, nombre: p.nombre, tipo: p.tipo, contenido: p.blob });
        },
      }),
    [db, id, idtabla],
  );

  // La foto de la cámara se guarda al momento, sin pasar por el formulario.
  const foto = useAccion<ImagenEscalada, string>({
    ejecutar: (imagen) => {
      const sello = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
      const tipo = imagen.blob.type || 'image/jpeg';
      return adjuntarFichero(db, { idtabla, id, nombre: nombreConExtension(`foto-${sello}.jpg`, tipo), tipo, contenido: imagen.blob });
    },
    exito: T.anadido,
    alTerminar: volver,
  });

  return (
    <div className="pantalla">
      <h1>{T.anadir}</h1>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={VALORES_INICIALES}
        registro={undefined}
        modo="alta"
        desactivado={foto.ocupado}
        alCambiar={(v) => {
          nombreActual.current = v.nombre;
        }}
        despues={volver}
        acciones={
          <>
            <button type="button" className="boton" onClick={() => setCamara(true)} disabled={foto.ocupado} aria-busy={foto.ocupado}>
              {T.hacerFoto}
            </button>
            <Link to="/ficheros/$id/$idtabla" params={{ id, idtabla: String(idtabla) }} className="boton">
              {T.cancelar}
            </Link>
          </>
        }
      />
      {foto.aviso}
      <DialogoCamara
        abierto={camara}
        alCerrar={() => setCamara(false)}
        alCapturar={(imagen) => {
          setCamara(false);
          void foto.ejecutar(imagen);
        }}
      />
    </div>
  );
}
